import type { Entry } from '@atrium/domain/entries/entries.schemas.ts';
import { createContext, type ReactNode, useContext } from 'react';
import { HINT_ATTRIBUTE } from '../../../../ui/shared-hint.tsx';
import { GridIconButton, type IconName } from './grid-controls.tsx';
import type { TableMode } from './use-table-query.ts';

export type RowAction = 'edit' | 'history' | 'trash' | 'restore' | 'remove' | 'openDraft' | 'deleteDraft';

/** What every row's actions depend on; a context, so that a change re-renders the actions and not the rows. */
export interface RowActionsState {
  mode: TableMode;
  /** The form is trashed or data is loading: edit and trash wait. */
  locked: boolean;
  versioning: boolean;
}
export const RowActionsContext = createContext<RowActionsState>({
  mode: 'normal',
  locked: true,
  versioning: false,
});

interface EntryRowActionsProps {
  entry: Entry;
  onAction: (action: RowAction, entry: Entry) => void;
}

/** The row's buttons, in the grid's `.row-actions` look. */
function Actions({ children }: { children: ReactNode }) {
  return <div className="row-actions">{children}</div>;
}

/**
 * A row action: its name shown on hover or keyboard focus by the table's one `SharedHint`. A disabled button
 * takes no pointer events, so the hint sits on a wrapper.
 */
function Action(props: { label: string; icon: IconName; disabled?: boolean; onClick: () => void }) {
  return (
    <span {...{ [HINT_ATTRIBUTE]: props.label }}>
      <GridIconButton {...props} />
    </span>
  );
}

/** The actions of one row, by mode and by what the reader may do with this entry. */
export function EntryRowActions({ entry, onAction }: EntryRowActionsProps) {
  const { mode, locked, versioning } = useContext(RowActionsContext);
  const act = (action: RowAction) => () => onAction(action, entry);
  const name = `entry ${entry.code}`;
  if (mode === 'drafts')
    return (
      <Actions>
        <Action label={`Open draft ${entry.code}`} onClick={act('openDraft')} icon="edit" />
        <Action label={`Delete draft ${entry.code}`} onClick={act('deleteDraft')} icon="delete" />
      </Actions>
    );
  if (mode === 'trash')
    return (
      <Actions>
        <Action
          label={`Restore ${name}`}
          disabled={locked || !entry.capabilities.canTrash}
          onClick={act('restore')}
          icon="restoreFromTrash"
        />
        <Action
          label={`Delete ${name} permanently`}
          disabled={locked || !entry.capabilities.canDelete}
          onClick={act('remove')}
          icon="deleteForever"
        />
      </Actions>
    );
  return (
    <Actions>
      <Action
        label={`Edit ${name}`}
        disabled={locked || !entry.capabilities.canUpdate}
        onClick={act('edit')}
        icon="edit"
      />
      {versioning && <Action label={`Version history of ${name}`} onClick={act('history')} icon="history" />}
      <Action
        label={`Delete ${name}`}
        disabled={locked || !entry.capabilities.canTrash}
        onClick={act('trash')}
        icon="delete"
      />
    </Actions>
  );
}
