import { formGroupMessages as m } from '@atrium/domain/form-groups/form-groups.messages.ts';
import type { FormGroup } from '@atrium/domain/form-groups/form-groups.schemas.ts';
import { FORM_ROLE, hasFormRole } from '@atrium/domain/forms/form-permissions.ts';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useSession } from '../../../app/session/session-context.tsx';
import { PendingConfirmDialog } from '../../../ui/list/pending-confirm-dialog.tsx';
import { QueryState } from '../../../ui/list/query-state.tsx';
import { namedConfirmations } from '../../../ui/list/trash-actions.ts';
import { TrashToolbar } from '../../../ui/list/trash-toolbar.tsx';
import { useTrashActions } from '../../../ui/list/use-trash-actions.ts';
import { useTrashableList } from '../../../ui/list/use-trashable-list.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useFormGroups, useFormGroupTrashAction } from '../api/form-groups.api.ts';
import { FormGroupDialog } from '../components/groups/form-group-dialog.tsx';
import { FormGroupsTable, type GroupDialogKind } from '../components/groups/form-groups-table.tsx';

const confirmationOf = namedConfirmations({
  one: 'form group',
  many: 'form groups',
  trashNote: 'Its forms stay; you can restore the group from there.',
  keeps: { one: 'its forms stay', many: 'their forms stay' },
});

/** Manage Form Groups: search, edit or view, access configuration, trash, restore, permanent and bulk delete. */
export function ManageFormGroupsPage() {
  const { actor } = useSession();
  const allowed = hasFormRole(actor, FORM_ROLE.manageGroups);
  if (!allowed) {
    return (
      <>
        <PageHeading title="Manage Form Groups" />
        <Alert severity="warning">{m.noManagePermission}</Alert>
      </>
    );
  }
  return <ManageFormGroups />;
}

function ManageFormGroups() {
  const list = useTrashableList();
  const { trashed, search } = list;
  const query = useFormGroups({ trashed, search });
  const groups = query.data ?? [];
  const selected = list.selectedOf(groups, (group) => group.canDelete);
  const [opened, setOpened] = useState<{ kind: GroupDialogKind; group: FormGroup } | null>(null);
  const actions = useTrashActions({
    mutation: useFormGroupTrashAction(),
    messages: m,
    confirmationOf,
    onBulkDone: list.clear,
  });

  return (
    <>
      <PageHeading
        title="Manage Form Groups"
        subtitle={trashed ? 'Form groups in the trash.' : 'Groups of forms and who sees them.'}
      />
      <TrashToolbar
        list={list}
        searchLabel="Search form groups"
        bulk={trashed ? { selected, ask: actions.ask } : null}
      />
      <QueryState
        query={query}
        loadingLabel="Loading form groups"
        failure={m.groupFetchFailed}
        empty={groups.length === 0 && (search ? m.noneFound : trashed ? m.noneInTrash : m.noneAvailable)}
      >
        <FormGroupsTable
          groups={groups}
          trashed={trashed}
          selected={selected}
          onSelect={list.select}
          onOpen={(kind, group) => setOpened({ kind, group })}
          onAction={(kind, item) => actions.ask({ kind, item })}
        />
      </QueryState>
      {opened && (
        <FormGroupDialog
          key={`${opened.kind}-${opened.group.id}`}
          {...opened}
          onClose={() => setOpened(null)}
        />
      )}
      <PendingConfirmDialog pending={actions} />
    </>
  );
}
