import type { LicenseHistoryItem } from '@atrium/domain/licenses/licenses.contract.ts';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../ui/format-date.ts';
import { formatCalendarDate } from '../license-format.ts';

const ACTIONS = { add: 'Added', update: 'Updated', delete: 'Deleted' } as const;
const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** What a history row says about the license or the organisation as it stood after the change. */
function describe(item: LicenseHistoryItem): string {
  const d = item.data;
  if (item.entity === 'license') {
    return `${formatCalendarDate(text(d.startDate))} – ${formatCalendarDate(text(d.endDate))} · ${text(d.storageLimit)} ${text(d.storageUnit)}`;
  }
  const parts = [text(d.name), text(d.adminEmail) && `admin ${text(d.adminEmail)}`];
  if (d.adminPasswordChanged === true) parts.push('admin password changed');
  return parts.filter(Boolean).join(' · ');
}

/** The organisation's license and detail changes, kept on the server, newest first. */
export function LicenseHistoryTable({ history }: { history: LicenseHistoryItem[] }) {
  if (history.length === 0) return <Typography color="text.secondary">No changes recorded yet.</Typography>;
  return (
    <TableContainer sx={{ maxHeight: 420 }}>
      <Table size="small" stickyHeader aria-label="Change history">
        <TableHead>
          <TableRow>
            <TableCell>When</TableCell>
            <TableCell>Action</TableCell>
            <TableCell>Item</TableCell>
            <TableCell>Details</TableCell>
            <TableCell>By</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {history.map((item) => (
            <TableRow key={item.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.at)}</TableCell>
              <TableCell>{ACTIONS[item.action]}</TableCell>
              <TableCell>{item.entity === 'license' ? 'License' : 'Organization'}</TableCell>
              <TableCell sx={{ minWidth: 200 }}>{describe(item)}</TableCell>
              <TableCell>{item.byName ?? '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
