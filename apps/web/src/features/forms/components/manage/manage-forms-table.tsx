import { type FormSummary, MANAGE_FORMS_PAGE_SIZES } from '@atrium/domain/forms/forms.schemas.ts';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../../ui/format-date.ts';
import { ListPagination } from '../../../../ui/list/list-pagination.tsx';
import { SelectableTable } from '../../../../ui/list/selectable-table.tsx';
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
  return (
    <Paper variant="outlined">
      <SelectableTable
        label={trashed ? 'Forms in the trash' : 'Forms'}
        rows={forms}
        selection={
          trashed
            ? {
                selected,
                onSelect,
                canSelect: (form) => form.capabilities.canManageLifecycle,
                allLabel: 'Select all forms on this page',
              }
            : null
        }
        head={
          <>
            <TableCell>Form Name</TableCell>
            <TableCell>Status</TableCell>
            <TableCell sx={hideOnPhones}>Last Modified</TableCell>
            <TableCell align="right">Actions</TableCell>
          </>
        }
      >
        {(form) => (
          <>
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
          </>
        )}
      </SelectableTable>
      <ListPagination paging={paging} total={total} sizes={MANAGE_FORMS_PAGE_SIZES} label="Rows" />
    </Paper>
  );
}
