import type { UserGroup } from '@atrium/domain/user-groups/user-groups.schemas.ts';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactElement } from 'react';
import { formatDate } from '../../../ui/format-date.ts';
import type { GroupAction } from '../api/user-groups.api.ts';

interface UserGroupsTableProps {
  groups: UserGroup[];
  trashed: boolean;
  mayManage: boolean;
  selected: Set<string>;
  onSelect: (ids: string[], checked: boolean) => void;
  onOpen: (group: UserGroup) => void;
  onAction: (action: GroupAction, group: UserGroup) => void;
}

const hideOnPhones = { display: { xs: 'none', sm: 'table-cell' } } as const;

function ActionButton(props: { label: string; icon: ReactElement; disabled?: boolean; onClick: () => void }) {
  const button = (
    <IconButton aria-label={props.label} disabled={props.disabled} onClick={props.onClick} size="small">
      {props.icon}
    </IconButton>
  );
  // A disabled button gets no pointer events; the wrapper keeps its tooltip.
  return (
    <Tooltip title={props.label} describeChild>
      <span>{button}</span>
    </Tooltip>
  );
}

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
  const selectable = trashed && mayManage;
  const allChecked = groups.length > 0 && groups.every((group) => selected.has(group.id));
  return (
    <TableContainer>
      <Table size="small" aria-label={trashed ? 'User groups in the trash' : 'User groups'}>
        <TableHead>
          <TableRow>
            {selectable && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={allChecked}
                  indeterminate={!allChecked && groups.some((group) => selected.has(group.id))}
                  onChange={(event) =>
                    props.onSelect(
                      groups.map((g) => g.id),
                      event.target.checked,
                    )
                  }
                  slotProps={{ input: { 'aria-label': 'Select all user groups' } }}
                />
              </TableCell>
            )}
            <TableCell>Group</TableCell>
            <TableCell sx={hideOnPhones}>Users</TableCell>
            <TableCell sx={hideOnPhones}>{trashed ? 'Trashed' : 'Status'}</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((group) => (
            <TableRow key={group.id} hover>
              {selectable && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(group.id)}
                    disabled={!group.canDelete}
                    onChange={(event) => props.onSelect([group.id], event.target.checked)}
                    slotProps={{ input: { 'aria-label': `Select ${group.name}` } }}
                  />
                </TableCell>
              )}
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
                    <ActionButton
                      label={`Restore ${group.name}`}
                      icon={<RestoreIcon />}
                      disabled={!mayManage}
                      onClick={() => props.onAction('restore', group)}
                    />
                    <ActionButton
                      label={`Delete ${group.name} permanently`}
                      icon={<DeleteForeverIcon />}
                      disabled={!group.canDelete}
                      onClick={() => props.onAction('remove', group)}
                    />
                  </>
                ) : (
                  <>
                    <ActionButton
                      label={`${group.canEdit ? 'Edit' : 'View'} ${group.name}`}
                      icon={group.canEdit ? <EditIcon /> : <VisibilityIcon />}
                      onClick={() => props.onOpen(group)}
                    />
                    <ActionButton
                      label={`Move ${group.name} to trash`}
                      icon={<DeleteOutlineIcon />}
                      disabled={!group.canDelete}
                      onClick={() => props.onAction('trash', group)}
                    />
                  </>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
