import type { UserSummary } from '@atrium/domain/users/users.schemas.ts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { AccessChips } from '../../../ui/access-chips.tsx';
import { type UserAction, UserActions } from './user-actions.tsx';
import { UserNameCell, UserStatusChip } from './user-name-cell.tsx';

interface UsersTableProps {
  users: UserSummary[];
  meId: string;
  onAction: (action: UserAction, user: UserSummary) => void;
}

const COLUMNS = ['User', 'Username', 'Email', 'Phone', 'Status', 'App Access', 'Actions'] as const;
const wrap = { overflowWrap: 'anywhere' } as const;

/** One card per user on phones: the same seven facts, without sideways scrolling. */
function UserCards({ users, meId, onAction }: UsersTableProps) {
  return (
    <Box component="ul" aria-label="Users" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {users.map((user) => (
        <Paper component="li" key={user.id} variant="outlined" sx={{ p: 1.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <UserNameCell user={user} isMe={user.id === meId} />
              <Typography variant="body2" color="text.secondary" sx={wrap}>
                {user.username}
              </Typography>
            </Box>
            <UserActions user={user} onAction={onAction} />
          </Box>
          <Typography variant="body2" sx={{ ...wrap, mt: 1 }}>
            {user.email}
          </Typography>
          <Typography variant="body2">{user.phoneNumber || '—'}</Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
            <UserStatusChip user={user} />
            <AccessChips access={user.access} />
          </Box>
        </Paper>
      ))}
    </Box>
  );
}

/** The seven columns of Manage All Users (platform §2); cards on phones. */
export function UsersTable(props: UsersTableProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  if (phone) return <UserCards {...props} />;
  const { users, meId, onAction } = props;
  return (
    <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label="Users" sx={{ minWidth: 860 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'Actions' ? 'right' : 'left'}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id} hover>
              <TableCell>
                <UserNameCell user={user} isMe={user.id === meId} />
              </TableCell>
              <TableCell sx={wrap}>{user.username}</TableCell>
              <TableCell sx={wrap}>{user.email}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{user.phoneNumber || '—'}</TableCell>
              <TableCell>
                <UserStatusChip user={user} />
              </TableCell>
              <TableCell>
                <AccessChips access={user.access} />
              </TableCell>
              <TableCell align="right">
                <UserActions user={user} onAction={onAction} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
