import type { UserGroup } from '@atrium/domain/user-groups/user-groups.schemas.ts';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { formatDate } from '../../../ui/format-date.ts';
import { RowAction } from '../../../ui/list/row-action.tsx';
import { SelectableTable } from '../../../ui/list/selectable-table.tsx';
import type { ItemAction } from '../../../ui/list/trash-actions.ts';

interface UserGroupsTableProps {
  groups: UserGroup[];
  trashed: boolean;
  mayManage: boolean;
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], checked: boolean) => void;
  onOpen: (group: UserGroup) => void;
  onAction: (action: ItemAction, group: UserGroup) => void;
}

const hideOnPhones = { display: { xs: 'none', sm: 'table-cell' } } as const;

function GroupName({ group }: { group: UserGroup }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {group.name}
        </Typography>
        {group.isAdminGroup && <Chip size="small" color="secondary" label="Admin" />}
        {group.isDefault && <Chip size="small" color="primary" variant="outlined" label="Default" />}
      </Box>
      {group.description && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {group.description}
        </Typography>
      )}
    </Box>
  );
}

/** The groups, with their state and the actions the reader may take; checkboxes for bulk work in the trash. */
export function UserGroupsTable(props: UserGroupsTableProps) {
  const { groups, trashed, mayManage, selected } = props;
  return (
    <SelectableTable
      label={trashed ? 'User groups in the trash' : 'User groups'}
      rows={groups}
      selection={
        trashed && mayManage
          ? {
              selected,
              onSelect: props.onSelect,
              canSelect: (group) => group.canDelete,
              allLabel: 'Select all user groups',
            }
          : null
      }
      head={
        <>
          <TableCell>Group</TableCell>
          <TableCell sx={hideOnPhones}>Users</TableCell>
          <TableCell sx={hideOnPhones}>{trashed ? 'Trashed' : 'Status'}</TableCell>
          <TableCell align="right">Actions</TableCell>
        </>
      }
    >
      {(group) => (
        <>
          <TableCell>
            <GroupName group={group} />
          </TableCell>
          <TableCell sx={hideOnPhones}>{group.users.length}</TableCell>
          <TableCell sx={hideOnPhones}>
            {trashed ? (
              formatDate(group.trashedAt)
            ) : (
              <Chip
                size="small"
                label={group.isActive ? 'Active' : 'Inactive'}
                color={group.isActive ? 'success' : 'default'}
              />
            )}
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {trashed ? (
              <>
                <RowAction
                  label={`Restore ${group.name}`}
                  icon={<RestoreIcon />}
                  disabled={!mayManage}
                  onClick={() => props.onAction('restore', group)}
                />
                <RowAction
                  label={`Delete ${group.name} permanently`}
                  icon={<DeleteForeverIcon />}
                  disabled={!group.canDelete}
                  onClick={() => props.onAction('remove', group)}
                />
              </>
            ) : (
              <>
                <RowAction
                  label={`${group.canEdit ? 'Edit' : 'View'} ${group.name}`}
                  icon={group.canEdit ? <EditIcon /> : <VisibilityIcon />}
                  onClick={() => props.onOpen(group)}
                />
                <RowAction
                  label={`Move ${group.name} to trash`}
                  icon={<DeleteOutlineIcon />}
                  disabled={!group.canDelete}
                  onClick={() => props.onAction('trash', group)}
                />
              </>
            )}
          </TableCell>
        </>
      )}
    </SelectableTable>
  );
}
