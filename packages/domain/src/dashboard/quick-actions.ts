import { APP } from '../access/apps.catalogue.ts';
import { type Actor, hasApp, hasPermission, type Permission } from '../access/permissions.ts';

export interface QuickAction {
  /** The card id saved in the user's quickActions list. */
  id: string;
  app: string;
  path: string;
  title: string;
  needs?: Permission;
  /** Offered to org admins only (storage's Create Folder: only they create folders, docs/decisions/0026). */
  adminOnly?: boolean;
}

/** The quick-action catalogue of platform §2, in its order. */
export const QUICK_ACTIONS: readonly QuickAction[] = [
  { id: 'storage-upload-files', app: APP.storage, path: '/storage/upload-bills', title: 'Upload Files' },
  {
    id: 'storage-create-folder',
    app: APP.storage,
    path: '/storage/create-path',
    title: 'Create Folder',
    adminOnly: true,
  },
  { id: 'storage-view-files', app: APP.storage, path: '/storage/view-uploaded-bills', title: 'View Files' },
  {
    id: 'expense-request-transfer',
    app: APP.expense,
    path: '/expense-management/request-bank-transfer',
    title: 'Request Transfer',
  },
  {
    id: 'expense-transfer-history',
    app: APP.expense,
    path: '/expense-management/list-bank-transfers',
    title: 'Transfer History',
  },
  {
    id: 'access-manage-users',
    app: APP.access,
    path: '/access-management/manage-all-users',
    title: 'Manage Users',
  },
  {
    id: 'access-create-user',
    app: APP.access,
    path: '/access-management/create-new-user',
    title: 'Create User',
    needs: 'manage-user:edit_all',
  },
  {
    id: 'access-manage-apps',
    app: APP.access,
    path: '/access-management/manage-all-apps',
    title: 'Manage Apps',
    needs: 'manage-app:control_all',
  },
];

export const QUICK_ACTION_IDS = QUICK_ACTIONS.map((action) => action.id);
export const MAX_DASHBOARD_QUICK_ACTIONS = 6;

/**
 * A quick action is offered when the user has its app (org admins have all) and any permission it needs;
 * an admin-only one to org admins alone.
 */
export function mayUseQuickAction(actor: Actor, action: QuickAction): boolean {
  const hasTheApp = actor.isOrgAdmin || hasApp(actor, action.app);
  if (action.adminOnly && !actor.isOrgAdmin) return false;
  return hasTheApp && (!action.needs || hasPermission(actor, action.needs));
}

export function availableQuickActions(actor: Actor): QuickAction[] {
  return QUICK_ACTIONS.filter((action) => mayUseQuickAction(actor, action));
}

/** The starred actions the user may still use, in catalogue order. */
export function starredQuickActions(actor: Actor, starred: readonly string[]): QuickAction[] {
  return availableQuickActions(actor).filter((action) => starred.includes(action.id));
}

export const dashboardMessages = {
  welcome: (name: string) => `Welcome back, ${name}!`,
  addedToQuickActions: 'Added to Quick Actions',
  removedFromQuickActions: 'Removed from Quick Actions',
  failedToUpdateQuickActions: 'Failed to update quick actions',
  failedToUpdateQuickActionsTitle: 'Failed to update Quick Actions',
  actionBlocked: 'This action is not available as the app has been blocked',
  noApps: 'You have no access to any apps. Please contact your administrator.',
  appBlockedByMaster: 'This app has been blocked by the master admin',
  appBlockedTitle: 'App Blocked',
  appBlockedBody: 'This app is currently blocked.',
  returnToHome: 'Return to Home',
  systemStatusActive: 'Active',
  exitApp: 'Do you want to exit the app?',
  // Not in the specification (docs/decisions/0005).
  unknownQuickAction: 'Unknown quick action.',
} as const;

/** Dashboard messages clear after 3 s; quick-action toasts last 3 s (platform §9). */
export const DASHBOARD_MESSAGE_MS = 3000;
export const QUICK_ACTION_TOAST_MS = 3000;
