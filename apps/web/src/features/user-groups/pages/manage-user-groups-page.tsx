import { PERMISSION_WARNING_MS, SNACKBAR_MS } from '@atrium/domain/access/access-home.ts';
import { mayManageUserGroups } from '@atrium/domain/user-groups/user-group-permissions.ts';
import { userGroupMessages as m } from '@atrium/domain/user-groups/user-groups.messages.ts';
import type { UserGroup } from '@atrium/domain/user-groups/user-groups.schemas.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../app/api-client.ts';
import { useSession } from '../../../app/session/session-context.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { useTimedMessage } from '../../../ui/use-timed-message.ts';
import { useBulkGroupAction, useGroupAction, useUserGroups } from '../api/user-groups.api.ts';
import { confirmationOf, FAILURE, type PendingAction } from '../components/group-confirmations.ts';
import { UserGroupDialog } from '../components/user-group-dialog.tsx';
import { UserGroupsTable } from '../components/user-groups-table.tsx';
import { UserGroupsToolbar } from '../components/user-groups-toolbar.tsx';

const CREATE_PATH = '/access-management/create-user-group';

function EmptyState({ mayManage }: { mayManage: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      <Typography component="p" variant="h3">
        {m.noneAvailable}
      </Typography>
      {!mayManage && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {m.noneAvailableHint}
        </Typography>
      )}
    </Paper>
  );
}

/** Manage User Groups: search, edit or view, trash, restore, permanent and bulk delete. */
export function ManageUserGroupsPage() {
  const { actor } = useSession();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [trashed, setTrashed] = useState(false);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const { data, isPending, isFetching, error, refetch } = useUserGroups({ trashed, search });
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [opened, setOpened] = useState<UserGroup | null>(null);
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [warning, showWarning] = useTimedMessage(PERMISSION_WARNING_MS);
  const confirmation = useMemo(() => (pending ? confirmationOf(pending) : null), [pending]);
  const single = useGroupAction();
  const bulk = useBulkGroupAction();

  const groups = data?.groups ?? [];
  const mayManage = data?.mayManage ?? mayManageUserGroups(actor);
  // Only rows still shown count as selected, so a refresh never deletes what the reader cannot see.
  const selected = new Set(groups.filter((group) => checked.has(group.id)).map((group) => group.id));

  const select = (ids: string[], on: boolean) =>
    setChecked((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        const group = groups.find((g) => g.id === id);
        if (on && group?.canDelete) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const toggleTrash = () => {
    setTrashed((value) => !value);
    setChecked(new Set());
  };

  const newGroup = () => {
    if (mayManage) void navigate(CREATE_PATH);
    else showWarning(m.noManagePermission);
  };

  const done = (kind: PendingAction['kind']) => ({
    onSuccess: ({ message }: { message: string }) => {
      enqueueSnackbar(message, { variant: 'success', autoHideDuration: SNACKBAR_MS });
      if (kind === 'bulkRestore' || kind === 'bulkDelete') setChecked(new Set());
    },
    onError: (failure: unknown) =>
      enqueueSnackbar(errorMessage(failure, FAILURE[kind]), {
        variant: 'error',
        autoHideDuration: SNACKBAR_MS,
      }),
    onSettled: () => setPending(null),
  });

  const confirm = () => {
    if (!pending) return;
    if ('group' in pending) {
      single.mutate({ action: pending.kind, groupId: pending.group.id }, done(pending.kind));
    } else {
      bulk.mutate({ action: pending.kind, ids: pending.ids }, done(pending.kind));
    }
  };

  return (
    <>
      <PageHeading
        title="Manage User Groups"
        subtitle={trashed ? 'User groups in the trash.' : 'Groups of users in your organization.'}
      />
      <UserGroupsToolbar
        search={searchText}
        onSearch={setSearchText}
        trashed={trashed}
        onToggleTrash={toggleTrash}
        onNewGroup={newGroup}
        bulk={
          trashed && mayManage
            ? { count: selected.size, onBulk: (kind) => setPending({ kind, ids: [...selected] }) }
            : null
        }
      />
      {warning && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {warning}
        </Alert>
      )}
      {(isPending || isFetching) && <LinearProgress aria-label="Loading user groups" sx={{ mb: 1 }} />}
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(error, m.fetchFailed)}
        </Alert>
      ) : data && groups.length === 0 ? (
        <EmptyState mayManage={mayManage} />
      ) : (
        data && (
          <UserGroupsTable
            groups={groups}
            trashed={trashed}
            mayManage={mayManage}
            selected={selected}
            onSelect={select}
            onOpen={setOpened}
            onAction={(kind, group) => setPending({ kind, group })}
          />
        )
      )}
      <UserGroupDialog group={opened} onClose={() => setOpened(null)} />
      <ConfirmDialog
        confirmation={confirmation}
        busy={single.isPending || bulk.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
