import type { Entry } from '@atrium/domain/entries/entries.schemas.ts';
import DeleteIcon from '@mui/icons-material/Delete';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import IconButton from '@mui/material/IconButton';
import { styled } from '@mui/material/styles';
import { createContext, type ReactNode, useContext } from 'react';
import { HINT_ATTRIBUTE } from '../../../../ui/shared-hint.tsx';
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

/** One class for every row's buttons, computed once rather than from an sx prop in each row. */
const Actions = styled('div')({ display: 'flex' });

/** A row action: its name shown on hover or keyboard focus by the table's one `SharedHint`. */
function Action(props: { label: string; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <span {...{ [HINT_ATTRIBUTE]: props.label }}>
      <IconButton size="small" aria-label={props.label} disabled={props.disabled} onClick={props.onClick}>
        {props.children}
      </IconButton>
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
        <Action label={`Open draft ${entry.code}`} onClick={act('openDraft')}>
          <EditIcon fontSize="small" />
        </Action>
        <Action label={`Delete draft ${entry.code}`} onClick={act('deleteDraft')}>
          <DeleteIcon fontSize="small" />
        </Action>
      </Actions>
    );
  if (mode === 'trash')
    return (
      <Actions>
        <Action
          label={`Restore ${name}`}
          disabled={locked || !entry.capabilities.canTrash}
          onClick={act('restore')}
        >
          <RestoreFromTrashIcon fontSize="small" />
        </Action>
        <Action
          label={`Delete ${name} permanently`}
          disabled={locked || !entry.capabilities.canDelete}
          onClick={act('remove')}
        >
          <DeleteForeverIcon fontSize="small" />
        </Action>
      </Actions>
    );
  return (
    <Actions>
      <Action label={`Edit ${name}`} disabled={locked || !entry.capabilities.canUpdate} onClick={act('edit')}>
        <EditIcon fontSize="small" />
      </Action>
      {versioning && (
        <Action label={`Version history of ${name}`} onClick={act('history')}>
          <HistoryIcon fontSize="small" />
        </Action>
      )}
      <Action
        label={`Delete ${name}`}
        disabled={locked || !entry.capabilities.canTrash}
        onClick={act('trash')}
      >
        <DeleteIcon fontSize="small" />
      </Action>
    </Actions>
  );
}
