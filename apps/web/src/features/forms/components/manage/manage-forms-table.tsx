import { type FormSummary, MANAGE_FORMS_PAGE_SIZES } from '@atrium/domain/forms/forms.schemas.ts';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../../ui/format-date.ts';
import { ListPagination } from '../../../../ui/list/list-pagination.tsx';
import { SelectAllCell, SelectRowCell } from '../../../../ui/list/select-cells.tsx';
import type { Paging } from '../../../../ui/list/use-paging.ts';
import { type FormRowAction, FormRowMenu } from './form-row-menu.tsx';
import { TrashedFormActions } from './trashed-form-actions.tsx';

interface ManageFormsTableProps {
  forms: FormSummary[];
  trashed: boolean;
  paging: Paging;
  total: number;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
  onAction: (action: FormRowAction, form: FormSummary) => void;
}

const hideOnPhones = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** One page of forms; in the trash, checkboxes pick forms for bulk restore or delete. */
export function ManageFormsTable({
  forms,
  trashed,
  paging,
  total,
  selected,
  onSelect,
  onAction,
}: ManageFormsTableProps) {
  const selectable = forms.filter((form) => form.capabilities.canManageLifecycle);
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={trashed ? 'Forms in the trash' : 'Forms'}>
          <TableHead>
            <TableRow>
              {trashed && (
                <SelectAllCell
                  rows={selectable}
                  selected={selected}
                  onSelect={onSelect}
                  label="Select all forms on this page"
                />
              )}
              <TableCell>Form Name</TableCell>
              <TableCell>Status</TableCell>
              <TableCell sx={hideOnPhones}>Last Modified</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {forms.map((form) => (
              <TableRow key={form.id} hover selected={selected.has(form.id)}>
                {trashed && (
                  <SelectRowCell
                    row={form}
                    selected={selected}
                    onSelect={onSelect}
                    disabled={!form.capabilities.canManageLifecycle}
                  />
                )}
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {form.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" sx={{ display: { sm: 'none' } }}>
                    {formatDateTime(form.updatedAt)}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={form.status}
                    color={form.status === 'active' ? 'success' : 'default'}
                    variant={form.status === 'active' ? 'filled' : 'outlined'}
                  />
                </TableCell>
                <TableCell sx={hideOnPhones}>{formatDateTime(form.updatedAt)}</TableCell>
                <TableCell align="right">
                  {trashed ? (
                    <TrashedFormActions form={form} onAction={onAction} />
                  ) : (
                    <FormRowMenu form={form} onAction={onAction} />
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <ListPagination paging={paging} total={total} sizes={MANAGE_FORMS_PAGE_SIZES} label="Rows" />
    </Paper>
  );
}
