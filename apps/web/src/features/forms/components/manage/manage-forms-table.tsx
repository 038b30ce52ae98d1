import { type FormSummary, MANAGE_FORMS_PAGE_SIZES } from '@atrium/domain/forms/forms.schemas.ts';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../../ui/format-date.ts';
import { type FormRowAction, FormRowMenu } from './form-row-menu.tsx';
import { TrashedFormActions } from './trashed-form-actions.tsx';

export interface TablePaging {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

interface ManageFormsTableProps {
  forms: FormSummary[];
  trashed: boolean;
  paging: TablePaging;
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
  selected,
  onSelect,
  onAction,
}: ManageFormsTableProps) {
  const selectable = forms.filter((form) => form.capabilities.canManageLifecycle);
  const allChecked = selectable.length > 0 && selectable.every((form) => selected.has(form.id));
  const someChecked = selectable.some((form) => selected.has(form.id));
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={trashed ? 'Forms in the trash' : 'Forms'}>
          <TableHead>
            <TableRow>
              {trashed && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allChecked}
                    indeterminate={someChecked && !allChecked}
                    disabled={selectable.length === 0}
                    onChange={(event) =>
                      onSelect(
                        selectable.map((form) => form.id),
                        event.target.checked,
                      )
                    }
                    slotProps={{ input: { 'aria-label': 'Select all forms on this page' } }}
                  />
                </TableCell>
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
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.has(form.id)}
                      disabled={!form.capabilities.canManageLifecycle}
                      onChange={(event) => onSelect([form.id], event.target.checked)}
                      slotProps={{ input: { 'aria-label': `Select ${form.name}` } }}
                    />
                  </TableCell>
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
      <TablePagination
        component="div"
        count={paging.total}
        page={paging.page}
        rowsPerPage={paging.pageSize}
        rowsPerPageOptions={[...MANAGE_FORMS_PAGE_SIZES]}
        onPageChange={(_event, page) => paging.onPage(page)}
        onRowsPerPageChange={(event) => paging.onPageSize(Number.parseInt(event.target.value, 10))}
        labelRowsPerPage="Rows"
      />
    </Paper>
  );
}
