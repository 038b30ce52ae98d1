import type { Entry } from '@atrium/domain/entries/entries.schemas.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { cellText } from './cell-text.ts';

interface TablePreviewDialogProps {
  preview: { field: FieldConfig; entry: Entry } | null;
  onClose: () => void;
}

/** The rows of a table field of one entry, read-only. */
export function TablePreviewDialog({ preview, onClose }: TablePreviewDialogProps) {
  const titleId = useId();
  const rows =
    preview && Array.isArray(preview.entry.data[preview.field.id])
      ? (preview.entry.data[preview.field.id] as Record<string, unknown>[])
      : [];
  const columns = preview?.field.columns ?? [];
  return (
    <Dialog open={preview !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>
        {preview ? `${preview.field.label} (entry ${preview.entry.code})` : ''}
      </DialogTitle>
      <DialogContent>
        <TableContainer tabIndex={0} role="region" aria-label="Table rows" sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                {columns.map((column) => (
                  <TableCell key={column.id}>{column.header}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: table rows have no id of their own
                <TableRow key={index}>
                  <TableCell>{index + 1}</TableCell>
                  {columns.map((column) => (
                    <TableCell key={column.id}>{cellText(column.dataType, row[column.id])}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
