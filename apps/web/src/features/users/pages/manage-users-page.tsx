import { userMessages } from '@atrium/domain/users/users.messages.ts';
import { USER_PAGE_SIZES, type UserSummary } from '@atrium/domain/users/users.schemas.ts';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { useSession } from '../../../app/session/session-context.tsx';
import { ListPagination } from '../../../ui/list/list-pagination.tsx';
import { QueryState } from '../../../ui/list/query-state.tsx';
import { SearchBar } from '../../../ui/list/search-field.tsx';
import { usePaging } from '../../../ui/list/use-paging.ts';
import { useTrashableList } from '../../../ui/list/use-trashable-list.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useUsersPage } from '../api/users.api.ts';
import { ArchiveUserDialogs } from '../components/archive-user-dialogs.tsx';
import { EditUserDialog } from '../components/edit-user-dialog.tsx';
import type { UserAction } from '../components/user-actions.tsx';
import { UsersTable } from '../components/users-table.tsx';

/** Manage All Users: search, the archive toggle, the table with server paging, and the row actions. */
export function ManageUsersPage() {
  const { actor } = useSession();
  // The archive is this list's trash: archived users wait there until they are restored.
  const list = useTrashableList();
  const { trashed: archived, search } = list;
  const paging = usePaging(25, `${archived}|${search}`);
  const query = useUsersPage({ archived, search, page: paging.page, pageSize: paging.pageSize });
  const [editing, setEditing] = useState<UserSummary | null>(null);
  const [confirming, setConfirming] = useState<{ action: 'archive' | 'restore'; user: UserSummary } | null>(
    null,
  );

  const onAction = (action: UserAction, user: UserSummary) => {
    if (action === 'edit') setEditing(user);
    else setConfirming({ action, user });
  };
  const users = query.data?.users ?? [];

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
            onClick={list.toggleTrash}
            aria-pressed={archived}
          >
            {archived ? 'Close Archive' : 'Open Archive'}
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <SearchBar
          label="Search users"
          placeholder="Name, username, email or phone"
          value={list.searchText}
          onChange={list.setSearchText}
          maxLength={100}
        />
        <QueryState
          query={query}
          loadingLabel="Loading users"
          failure={userMessages.loadFailed}
          empty={users.length === 0 && (archived ? userMessages.noArchivedUsers : userMessages.noUsers)}
        >
          <UsersTable users={users} meId={actor.id} onAction={onAction} />
        </QueryState>
        <ListPagination
          paging={paging}
          total={query.data?.total ?? 0}
          sizes={USER_PAGE_SIZES}
          label="Rows:"
        />
      </Paper>
      <EditUserDialog user={editing} onClose={() => setEditing(null)} />
      <ArchiveUserDialogs confirming={confirming} onDone={() => setConfirming(null)} />
    </>
  );
}
