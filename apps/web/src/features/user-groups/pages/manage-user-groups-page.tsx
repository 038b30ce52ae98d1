import { PERMISSION_WARNING_MS } from '@atrium/domain/access/access-home.ts';
import { mayManageUserGroups } from '@atrium/domain/user-groups/user-group-permissions.ts';
import { userGroupMessages as m } from '@atrium/domain/user-groups/user-groups.messages.ts';
import type { UserGroup } from '@atrium/domain/user-groups/user-groups.schemas.ts';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { useSession } from '../../../app/session/session-context.tsx';
import { PendingConfirmDialog } from '../../../ui/list/pending-confirm-dialog.tsx';
import { QueryState } from '../../../ui/list/query-state.tsx';
import { namedConfirmations } from '../../../ui/list/trash-actions.ts';
import { TrashToolbar } from '../../../ui/list/trash-toolbar.tsx';
import { useTrashActions } from '../../../ui/list/use-trash-actions.ts';
import { useTrashableList } from '../../../ui/list/use-trashable-list.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useTimedMessage } from '../../../ui/use-timed-message.ts';
import { useUserGroups, useUserGroupTrashAction } from '../api/user-groups.api.ts';
import { UserGroupDialog } from '../components/user-group-dialog.tsx';
import { UserGroupsTable } from '../components/user-groups-table.tsx';

const confirmationOf = namedConfirmations({
  one: 'user group',
  many: 'user groups',
  trashNote: 'You can restore it from there.',
});

/** Manage User Groups: search, edit or view, trash, restore, permanent and bulk delete. */
export function ManageUserGroupsPage() {
  const { actor } = useSession();
  const navigate = useNavigate();
  const list = useTrashableList();
  const { trashed, search } = list;
  const query = useUserGroups({ trashed, search });
  const [opened, setOpened] = useState<UserGroup | null>(null);
  const [warning, showWarning] = useTimedMessage(PERMISSION_WARNING_MS);
  const actions = useTrashActions({
    mutation: useUserGroupTrashAction(),
    messages: m,
    confirmationOf,
    onBulkDone: list.clear,
  });

  const groups = query.data?.groups ?? [];
  const mayManage = query.data?.mayManage ?? mayManageUserGroups(actor);
  const selected = list.selectedOf(groups, (group) => group.canDelete);

  const newGroup = () => {
    if (mayManage) void navigate(paths.createUserGroup);
    else showWarning(m.noManagePermission);
  };

  return (
    <>
      <PageHeading
        title="Manage User Groups"
        subtitle={trashed ? 'User groups in the trash.' : 'Groups of users in your organization.'}
      />
      <TrashToolbar
        list={list}
        searchLabel="Search user groups"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={newGroup}>
            New Group
          </Button>
        }
        bulk={
          trashed && mayManage
            ? { selected, ask: actions.ask, deleteLabel: `Delete (${selected.size})` }
            : null
        }
      />
      {warning && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {warning}
        </Alert>
      )}
      <QueryState
        query={query}
        loadingLabel="Loading user groups"
        failure={m.fetchFailed}
        empty={groups.length === 0 && m.noneAvailable}
        emptyHint={mayManage ? null : m.noneAvailableHint}
      >
        <UserGroupsTable
          groups={groups}
          trashed={trashed}
          mayManage={mayManage}
          selected={selected}
          onSelect={list.select}
          onOpen={setOpened}
          onAction={(kind, item) => actions.ask({ kind, item })}
        />
      </QueryState>
      <UserGroupDialog group={opened} onClose={() => setOpened(null)} />
      <PendingConfirmDialog pending={actions} />
    </>
  );
}
