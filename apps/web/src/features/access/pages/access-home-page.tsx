import { accessHomeCards, PERMISSION_WARNING_MS } from '@atrium/domain/access/access-home.ts';
import AppsIcon from '@mui/icons-material/Apps';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import GroupsIcon from '@mui/icons-material/Groups';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type { ReactElement } from 'react';
import { useToggleQuickAction } from '../../../app/session/quick-actions.api.ts';
import { useSession } from '../../../app/session/session-context.tsx';
import { LinkCard } from '../../../ui/link-card.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { QuickActionCard } from '../../../ui/quick-action-card.tsx';
import { TileGrid, TileGridItem, usePermissionGuard } from '../../../ui/tile-grid.tsx';

const ICONS: Record<string, ReactElement> = {
  'manage-users': <ManageAccountsIcon />,
  'create-user': <PersonAddIcon />,
  'create-group': <GroupAddIcon />,
  'manage-groups': <GroupsIcon />,
  'manage-apps': <AppsIcon />,
};

/** Access Management home: one card per screen, the quick actions among them starrable. */
export function AccessHomePage() {
  const { me, actor } = useSession();
  const { mutate } = useToggleQuickAction();
  // Without the permission the card says so for 2.5 s instead of opening the screen.
  const { guard, alert } = usePermissionGuard(PERMISSION_WARNING_MS);

  return (
    <>
      <PageHeading
        title="Access Management"
        subtitle="Users of your organization, their app access and roles, and user groups."
      />
      {alert}
      <TileGrid label="Access management actions">
        {accessHomeCards(actor).map((card) => {
          const icon = ICONS[card.id] ?? <AppsIcon />;
          const action = card.quickAction;
          const starred = action ? me.user.quickActions.includes(action.id) : false;
          return (
            <TileGridItem key={card.id}>
              {action ? (
                <QuickActionCard
                  title={card.title}
                  subtitle={card.subtitle}
                  path={card.path}
                  icon={icon}
                  starred={starred}
                  onToggleStar={() => mutate({ actionId: action.id, star: !starred })}
                  onOpen={guard(card)}
                />
              ) : (
                <LinkCard
                  title={card.title}
                  subtitle={card.subtitle}
                  path={card.path}
                  icon={icon}
                  onOpen={guard(card)}
                />
              )}
            </TileGridItem>
          );
        })}
      </TileGrid>
    </>
  );
}
