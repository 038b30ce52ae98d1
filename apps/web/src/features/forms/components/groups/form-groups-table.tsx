import { formGroupMessages as m } from '@atrium/domain/form-groups/form-groups.messages.ts';
import type { FormGroup } from '@atrium/domain/form-groups/form-groups.schemas.ts';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../../ui/format-date.ts';
import { RowAction } from '../../../../ui/list/row-action.tsx';
import { SelectableTable } from '../../../../ui/list/selectable-table.tsx';
import type { ItemAction } from '../../../../ui/list/trash-actions.ts';

export type GroupDialogKind = 'edit' | 'access';

interface FormGroupsTableProps {
  groups: FormGroup[];
  trashed: boolean;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], checked: boolean) => void;
  onOpen: (kind: GroupDialogKind, group: FormGroup) => void;
  onAction: (action: ItemAction, group: FormGroup) => void;
}

const hideOnPhones = { display: { xs: 'none', md: 'table-cell' } } as const;

const deleteRefusal = (group: FormGroup) =>
  group.canDelete ? null : group.isDefault ? m.defaultProtected : m.notCreator;

function LiveActions({
  group,
  onOpen,
  onAction,
}: { group: FormGroup } & Pick<FormGroupsTableProps, 'onOpen' | 'onAction'>) {
  return (
    <>
      <RowAction
        label={`${group.canEdit ? 'Edit' : 'View'} ${group.name}`}
        icon={group.canEdit ? <EditIcon /> : <VisibilityIcon />}
        onClick={() => onOpen('edit', group)}
      />
      <RowAction
        label={`Access configuration of ${group.name}`}
        icon={<AdminPanelSettingsIcon />}
        onClick={() => onOpen('access', group)}
      />
      <RowAction
        label={`Move ${group.name} to trash`}
        icon={<DeleteOutlinedIcon />}
        disabledReason={deleteRefusal(group)}
        onClick={() => onAction('trash', group)}
      />
    </>
  );
}

function TrashActions({ group, onAction }: { group: FormGroup } & Pick<FormGroupsTableProps, 'onAction'>) {
  return (
    <>
      <RowAction
        label={`Restore ${group.name}`}
        icon={<RestoreIcon />}
        disabledReason={group.canEdit ? null : m.notCreator}
        onClick={() => onAction('restore', group)}
      />
      <RowAction
        label={`Delete ${group.name} permanently`}
        icon={<DeleteForeverIcon />}
        disabledReason={deleteRefusal(group)}
        onClick={() => onAction('remove', group)}
      />
    </>
  );
}

/** The form groups with their forms, authors and the actions the reader may take; checkboxes in the trash. */
export function FormGroupsTable({
  groups,
  trashed,
  selected,
  onSelect,
  onOpen,
  onAction,
}: FormGroupsTableProps) {
  return (
    <SelectableTable
      label={trashed ? 'Form groups in the trash' : 'Form groups'}
      rows={groups}
      selection={
        trashed
          ? {
              selected,
              onSelect: onSelect,
              canSelect: (group) => group.canDelete,
              allLabel: 'Select all form groups',
            }
          : null
      }
      head={
        <>
          <TableCell>Form group</TableCell>
          <TableCell sx={hideOnPhones}>Created by</TableCell>
          <TableCell sx={hideOnPhones}>{trashed ? 'Trashed' : 'Last modified'}</TableCell>
          <TableCell align="right">Actions</TableCell>
        </>
      }
    >
      {(group) => (
        <>
          <TableCell>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {group.name}
              </Typography>
              {group.isDefault && <Chip size="small" color="primary" variant="outlined" label="Default" />}
            </Box>
            <Typography variant="body2" color="text.secondary">
              {group.forms.length === 1 ? '1 form' : `${group.forms.length} forms`}
            </Typography>
          </TableCell>
          <TableCell sx={hideOnPhones}>{group.createdBy?.name ?? '—'}</TableCell>
          <TableCell sx={hideOnPhones}>
            {formatDateTime(trashed ? group.trashedAt : group.updatedAt)}
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {trashed ? (
              <TrashActions group={group} onAction={onAction} />
            ) : (
              <LiveActions group={group} onOpen={onOpen} onAction={onAction} />
            )}
          </TableCell>
        </>
      )}
    </SelectableTable>
  );
}
