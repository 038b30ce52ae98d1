import { hasPermission } from '@atrium/domain/access/permissions.ts';
import type { UserAction } from '@atrium/domain/users/user-rules.ts';
import type { UserSummary } from '@atrium/domain/users/users.schemas.ts';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';
import { useSession } from '../../../app/session/session-context.tsx';

export type { UserAction };

interface UserActionsProps {
  user: UserSummary;
  onAction: (action: UserAction, user: UserSummary) => void;
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
  // The server computes each row's capabilities with the user rules; the permissions decide what is shown.
  const why = (action: UserAction) => user.capabilities[action].reason;
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
