import { type Creator, creatorMessages } from '@atrium/domain/creators/creators.schemas.ts';
import Chip from '@mui/material/Chip';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../ui/format-date.ts';

interface CreatorsTableProps {
  creators: Creator[];
  onToggleBlocked: (creator: Creator) => void;
}

const hideOnPhones = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** Name, email, status and last sign-in of each creator, with a block switch. */
export function CreatorsTable({ creators, onToggleBlocked }: CreatorsTableProps) {
  if (creators.length === 0) return <Typography color="text.secondary">{creatorMessages.none}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Creators">
        <TableHead>
          <TableRow>
            <TableCell>Creator</TableCell>
            <TableCell>Status</TableCell>
            <TableCell sx={hideOnPhones}>Last sign-in</TableCell>
            <TableCell align="right">Blocked</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {creators.map((creator) => (
            <TableRow key={creator.id}>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {creator.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {creator.email}
                </Typography>
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={creator.isBlocked ? 'Blocked' : 'Active'}
                  color={creator.isBlocked ? 'error' : 'success'}
                />
              </TableCell>
              <TableCell sx={hideOnPhones}>{formatDateTime(creator.lastLoggedIn)}</TableCell>
              <TableCell align="right">
                <Switch
                  checked={creator.isBlocked}
                  onChange={() => onToggleBlocked(creator)}
                  slotProps={{ input: { 'aria-label': `Block ${creator.name}` } }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
