import { accessHomeCards } from '@atrium/domain/access/access-home.ts';
import AppsIcon from '@mui/icons-material/Apps';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import GroupsIcon from '@mui/icons-material/Groups';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type { ReactElement } from 'react';
import { useSession } from '../../../app/session/session-context.tsx';
import { AppHome } from '../../../ui/app-home.tsx';

const ICONS: Record<string, ReactElement> = {
  'manage-users': <ManageAccountsIcon />,
  'create-user': <PersonAddIcon />,
  'create-group': <GroupAddIcon />,
  'manage-groups': <GroupsIcon />,
  'manage-apps': <AppsIcon />,
};

/** Access Management home: one card per screen, the quick actions among them starrable. */
export function AccessHomePage() {
  const { actor } = useSession();
  const cards = accessHomeCards(actor).map(({ quickAction, ...card }) => ({
    ...card,
    icon: ICONS[card.id] ?? <AppsIcon />,
    quickActionId: quickAction?.id,
  }));
  return (
    <AppHome
      title="Access Management"
      subtitle="Users of your organization, their app access and roles, and user groups."
      label="Access management actions"
      cards={cards}
    />
  );
}
