import { QUICK_ACTIONS, type QuickAction } from '../dashboard/quick-actions.ts';
import { mayManageUserGroups } from '../user-groups/user-group-permissions.ts';
import { userGroupMessages } from '../user-groups/user-groups.messages.ts';
import { userMessages } from '../users/users.messages.ts';
import { APP } from './apps.catalogue.ts';
import { type Actor, hasApp, hasPermission } from './permissions.ts';

/** Permission warnings stay 2.5 s, page errors 5 s, snackbars 4 s (platform §9). */
export const PERMISSION_WARNING_MS = 2500;
export const PAGE_ERROR_MS = 5000;
export const SNACKBAR_MS = 4000;

export interface AccessHomeCard {
  id: string;
  title: string;
  subtitle: string;
  path: string;
  /** The quick action the card can be starred as, when the user may use it. */
  quickAction?: QuickAction;
  /** Shown for 2.5 s instead of opening the screen when the user lacks the permission; null when allowed. */
  warning: string | null;
}

const ACCESS_HOME = '/access-management';
const MANAGE_APPS = '/access-management/manage-all-apps';

/**
 * Whether the actor may open this Access Management screen: org admins and holders of the app, as the menu
 * shows the app (platform §2, §6); the master admin opens Manage All Apps only, from their own menu.
 */
export function mayOpenAccessScreen(actor: Actor, pathname: string): boolean {
  if (pathname !== ACCESS_HOME && !pathname.startsWith(`${ACCESS_HOME}/`)) return true;
  if (actor.isOrgAdmin || hasApp(actor, APP.access)) return true;
  return actor.isMasterAdmin && pathname.replace(/\/+$/, '') === MANAGE_APPS;
}

const quickAction = (id: string) => QUICK_ACTIONS.find((action) => action.id === id);

/**
 * The cards of the Access Management home (platform §2). Manage All Apps appears only to those who may
 * manage apps; Create New User and Create User Group warn instead of opening when the permission is missing.
 */
export function accessHomeCards(actor: Actor): AccessHomeCard[] {
  const mayCreateUsers = hasPermission(actor, 'manage-user:edit_all');
  const cards: AccessHomeCard[] = [
    {
      id: 'manage-users',
      title: 'Manage All Users',
      subtitle: 'Search, edit, archive and restore users.',
      path: '/access-management/manage-all-users',
      quickAction: quickAction('access-manage-users'),
      warning: null,
    },
    {
      id: 'create-user',
      title: 'Create New User',
      subtitle: 'Add a user with app access and roles.',
      path: '/access-management/create-new-user',
      quickAction: mayCreateUsers ? quickAction('access-create-user') : undefined,
      warning: mayCreateUsers ? null : userMessages.noCreatePermission,
    },
    {
      id: 'create-group',
      title: 'Create User Group',
      subtitle: 'Name a group and choose its members.',
      path: '/access-management/create-user-group',
      warning: mayManageUserGroups(actor) ? null : userGroupMessages.noManagePermission,
    },
    {
      id: 'manage-groups',
      title: 'Manage User Groups',
      subtitle: 'Edit, trash, restore and delete groups.',
      path: '/access-management/manage-user-groups',
      warning: null,
    },
  ];
  if (hasPermission(actor, 'manage-app:control_all')) {
    cards.push({
      id: 'manage-apps',
      title: 'Manage All Apps',
      subtitle: 'Assignment and blocked state of each app.',
      path: '/access-management/manage-all-apps',
      quickAction: quickAction('access-manage-apps'),
      warning: null,
    });
  }
  return cards;
}
