import { SNACKBAR_MS } from '@atrium/domain/access/access-home.ts';
import { formGroupMessages as m } from '@atrium/domain/form-groups/form-groups.messages.ts';
import type { FormGroup } from '@atrium/domain/form-groups/form-groups.schemas.ts';
import { FORM_ROLE, hasFormRole } from '@atrium/domain/forms/form-permissions.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { errorMessage } from '../../../app/api-client.ts';
import { useSession } from '../../../app/session/session-context.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { useBulkFormGroupAction, useFormGroupAction, useFormGroups } from '../api/form-groups.api.ts';
import { FormGroupDialog } from '../components/groups/form-group-dialog.tsx';
import { FormGroupsTable, type GroupDialogKind } from '../components/groups/form-groups-table.tsx';
import { FormGroupsToolbar } from '../components/groups/form-groups-toolbar.tsx';
import {
  confirmationOf,
  FAILURE,
  type PendingGroupAction,
  SUCCESS,
} from '../components/groups/group-confirmations.ts';
import { useGroupSelection } from '../components/groups/use-group-selection.ts';

function EmptyState({ text }: { text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      <Typography component="p" variant="h3">
        {text}
      </Typography>
    </Paper>
  );
}

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
  const { enqueueSnackbar } = useSnackbar();
  const [trashed, setTrashed] = useState(false);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const { data, isPending, isFetching, error, refetch } = useFormGroups({ trashed, search });
  const groups = data ?? [];
  const { selected, select, clear } = useGroupSelection(groups);
  const [opened, setOpened] = useState<{ kind: GroupDialogKind; group: FormGroup } | null>(null);
  const [pending, setPending] = useState<PendingGroupAction | null>(null);
  const single = useFormGroupAction();
  const bulk = useBulkFormGroupAction();
  const confirmation = pending ? confirmationOf(pending) : null;

  const toggleTrash = () => {
    setTrashed((value) => !value);
    clear();
  };

  const confirm = () => {
    if (!pending) return;
    const count = 'ids' in pending ? pending.ids.length : 1;
    const callbacks = {
      onSuccess: ({ message }: { message?: string }) => {
        enqueueSnackbar(message || SUCCESS[pending.kind](count), {
          variant: 'success',
          autoHideDuration: SNACKBAR_MS,
        });
        if ('ids' in pending) clear();
      },
      onError: (failure: unknown) =>
        enqueueSnackbar(errorMessage(failure, FAILURE[pending.kind]), {
          variant: 'error',
          autoHideDuration: SNACKBAR_MS,
        }),
      onSettled: () => setPending(null),
    };
    if ('group' in pending) single.mutate({ action: pending.kind, groupId: pending.group.id }, callbacks);
    else bulk.mutate({ action: pending.kind, ids: pending.ids }, callbacks);
  };

  const emptyText = search ? m.noneFound : trashed ? m.noneInTrash : m.noneAvailable;

  return (
    <>
      <PageHeading
        title="Manage Form Groups"
        subtitle={trashed ? 'Form groups in the trash.' : 'Groups of forms and who sees them.'}
      />
      <FormGroupsToolbar
        search={searchText}
        onSearch={setSearchText}
        trashed={trashed}
        onToggleTrash={toggleTrash}
        bulk={
          trashed
            ? { count: selected.size, onBulk: (kind) => setPending({ kind, ids: [...selected] }) }
            : null
        }
      />
      {(isPending || isFetching) && <LinearProgress aria-label="Loading form groups" sx={{ mb: 1 }} />}
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(error, m.groupFetchFailed)}
        </Alert>
      ) : data && groups.length === 0 ? (
        <EmptyState text={emptyText} />
      ) : (
        data && (
          <FormGroupsTable
            groups={groups}
            trashed={trashed}
            selected={selected}
            onSelect={select}
            onOpen={(kind, group) => setOpened({ kind, group })}
            onAction={(kind, group) => setPending({ kind, group })}
          />
        )
      )}
      {opened && (
        <FormGroupDialog
          key={`${opened.kind}-${opened.group.id}`}
          {...opened}
          onClose={() => setOpened(null)}
        />
      )}
      <ConfirmDialog
        open={confirmation !== null}
        title={confirmation?.title ?? ''}
        confirmLabel={confirmation?.confirmLabel ?? ''}
        danger={confirmation?.danger}
        busy={single.isPending || bulk.isPending}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      >
        {confirmation?.text}
      </ConfirmDialog>
    </>
  );
}
