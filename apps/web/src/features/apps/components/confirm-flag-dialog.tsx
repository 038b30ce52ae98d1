import type { AppState } from '@atrium/domain/access/access.schemas.ts';
import { appTitle } from '@atrium/domain/access/apps.catalogue.ts';
import { type ConfirmActions, type Confirmation, ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import type { AppFlag, AppScope } from './app-flag-chips.tsx';

export interface PendingFlag {
  app: AppState;
  scope: AppScope;
  flag: AppFlag;
}

const WHO_CAN_STILL_OPEN = 'Only org admins and holders of manage-app:control_all can still open it.';

/** Closing an app (blocking it, ending its assignment) is red; opening it again is not. */
function confirmationOf({ app, scope, flag }: PendingFlag): Confirmation {
  const title = appTitle(app.app_name);
  const platform = scope === 'platform';
  const switches = platform ? app.platform : (app.organization ?? app.platform);
  const where = platform ? '' : ' in this organisation';
  if (flag === 'blocked') {
    return switches.is_blocked
      ? {
          title: `Unblock ${title}${where}?`,
          text: platform
            ? 'Everyone who holds the app can open it again.'
            : "The organisation's users who hold the app can open it again, unless the platform blocks it.",
          confirmLabel: 'Unblock',
        }
      : {
          title: `Block ${title}${where}?`,
          text: platform
            ? `The app closes at once for every organisation. ${WHO_CAN_STILL_OPEN}`
            : `The app closes at once for this organisation's users. ${WHO_CAN_STILL_OPEN}`,
          confirmLabel: 'Block',
          danger: true,
        };
  }
  return switches.is_active_for_assignment
    ? {
        title: `Disable assignment of ${title}${where}?`,
        text: 'It will no longer be offered when giving users app access. Users who hold it keep it.',
        confirmLabel: 'Disable',
        danger: true,
      }
    : {
        title: `Enable assignment of ${title}${where}?`,
        text: platform
          ? 'It will be offered again when giving users app access.'
          : 'It will be offered again when giving users app access, unless the platform withdraws it.',
        confirmLabel: 'Enable',
      };
}

interface ConfirmFlagDialogProps extends ConfirmActions {
  pending: PendingFlag | null;
}

/** Every change of an app's state is confirmed first (platform §2, Manage All Apps). */
export function ConfirmFlagDialog({ pending, ...actions }: ConfirmFlagDialogProps) {
  return <ConfirmDialog confirmation={pending && confirmationOf(pending)} {...actions} />;
}
