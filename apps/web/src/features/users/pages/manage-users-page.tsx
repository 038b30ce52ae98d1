import { userMessages } from '@atrium/domain/users/users.messages.ts';
import { USER_PAGE_SIZES, type UserSummary } from '@atrium/domain/users/users.schemas.ts';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../app/api-client.ts';
import { useSession } from '../../../app/session/session-context.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { useUsersPage } from '../api/users.api.ts';
import { ArchiveUserDialogs } from '../components/archive-user-dialogs.tsx';
import { EditUserDialog } from '../components/edit-user-dialog.tsx';
import type { UserAction } from '../components/user-actions.tsx';
import { UsersTable } from '../components/users-table.tsx';

/** Manage All Users: search, the archive toggle, the table with server paging, and the row actions. */
export function ManageUsersPage() {
  const { actor } = useSession();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const [archived, setArchived] = useState(false);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(25);
  const [editing, setEditing] = useState<UserSummary | null>(null);
  const [confirming, setConfirming] = useState<{ action: 'archive' | 'restore'; user: UserSummary } | null>(
    null,
  );
  // A new search or the other list starts again on the first page.
  const [pageKey, setPageKey] = useState(`${search}|${archived}`);
  if (pageKey !== `${search}|${archived}`) {
    setPageKey(`${search}|${archived}`);
    setPage(0);
  }
  const query = useUsersPage({ archived, search, page, pageSize });

  const onAction = (action: UserAction, user: UserSummary) => {
    if (action === 'edit') setEditing(user);
    else setConfirming({ action, user });
  };
  const users = query.data?.users ?? [];
  const total = query.data?.total ?? 0;

  return (
    <>
      <PageHeading
        title="Manage All Users"
        subtitle={
          archived
            ? 'Archived users of your organisation.'
            : 'Users of your organisation and their app access.'
        }
        actions={
          <Button
            variant={archived ? 'contained' : 'outlined'}
            startIcon={<ArchiveOutlined />}
            onClick={() => setArchived((open) => !open)}
            aria-pressed={archived}
          >
            {archived ? 'Close Archive' : 'Open Archive'}
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <TextField
          label="Search users"
          placeholder="Name, username, email or phone"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          fullWidth
          size="small"
          sx={{ mb: 2 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
            htmlInput: { maxLength: 100 },
          }}
        />
        <Box sx={{ minHeight: 4, mb: 1 }}>
          {query.isFetching && <LinearProgress aria-label="Loading users" />}
        </Box>
        {query.isError ? (
          <Alert severity="error">{errorMessage(query.error, userMessages.loadFailed)}</Alert>
        ) : query.isPending ? null : users.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {archived ? userMessages.noArchivedUsers : userMessages.noUsers}
          </Typography>
        ) : (
          <UsersTable users={users} meId={actor.id} onAction={onAction} />
        )}
        <TablePagination
          component="div"
          count={total}
          page={total === 0 ? 0 : page}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[...USER_PAGE_SIZES]}
          onRowsPerPageChange={(event) => {
            setPageSize(Number(event.target.value));
            setPage(0);
          }}
          labelRowsPerPage="Rows:"
          sx={{ '.MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 0 } }}
        />
      </Paper>
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <ArchiveUserDialogs confirming={confirming} onDone={() => setConfirming(null)} />
    </>
  );
}
