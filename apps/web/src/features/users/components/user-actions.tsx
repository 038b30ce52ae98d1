import { hasPermission } from '@atrium/domain/access/permissions.ts';
import { userMessages } from '@atrium/domain/users/users.messages.ts';
import type { UserSummary } from '@atrium/domain/users/users.schemas.ts';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';
import { useSession } from '../../../app/session/session-context.tsx';

export type UserAction = 'edit' | 'archive' | 'restore';

interface UserActionsProps {
  user: UserSummary;
  onAction: (action: UserAction, user: UserSummary) => void;
}

/** Why an action is not offered for this row, or null when it is (the server enforces the same rules). */
function refusal(
  action: UserAction,
  user: UserSummary,
  actorId: string,
  actorIsAdmin: boolean,
): string | null {
  if (action === 'archive' && user.id === actorId) return userMessages.cannotArchiveSelf;
  if (user.isFirstAdmin && user.id !== actorId) return userMessages.firstAdminProtected;
  if (user.isFirstAdmin && action !== 'edit') return userMessages.firstAdminProtected;
  if (user.isOrgAdmin && !actorIsAdmin && user.id !== actorId) return userMessages.adminProtected;
  return null;
}

function ActionButton(props: {
  label: string;
  reason: string | null;
  icon: ReactElement;
  onClick: () => void;
}) {
  const button = (
    <IconButton
      aria-label={props.label}
      onClick={props.onClick}
      disabled={props.reason !== null}
      size="small"
    >
      {props.icon}
    </IconButton>
  );
  // A disabled button gets no pointer events: the tooltip needs a wrapper to say why.
  return (
    <Tooltip title={props.reason ?? props.label} describeChild>
      <span>{button}</span>
    </Tooltip>
  );
}

/** Edit and Archive for active users, Restore for archived ones, each only with the right permission. */
export function UserActions({ user, onAction }: UserActionsProps) {
  const { actor } = useSession();
  const editsInfo = hasPermission(actor, 'manage-user:edit_all');
  const editsAccess = hasPermission(actor, 'manage-user:assign_app_access');
  const why = (action: UserAction) => refusal(action, user, actor.id, actor.isOrgAdmin);
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      {user.isArchived
        ? editsInfo && (
            <ActionButton
              label={`Restore ${user.name}`}
              reason={why('restore')}
              icon={<RestoreOutlined />}
              onClick={() => onAction('restore', user)}
            />
          )
        : [
            (editsInfo || editsAccess) && (
              <ActionButton
                key="edit"
                label={`Edit ${user.name}`}
                reason={why('edit')}
                icon={<EditOutlined />}
                onClick={() => onAction('edit', user)}
              />
            ),
            editsInfo && (
              <ActionButton
                key="archive"
                label={`Archive ${user.name}`}
                reason={why('archive')}
                icon={<ArchiveOutlined />}
                onClick={() => onAction('archive', user)}
              />
            ),
          ]}
    </Box>
  );
}
