import type { App } from '@atrium/domain/access/access.schemas.ts';
import { appTitle } from '@atrium/domain/access/apps.catalogue.ts';
import { type ConfirmActions, type Confirmation, ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import type { AppFlag } from './app-flag-chips.tsx';

export interface PendingFlag {
  app: App;
  flag: AppFlag;
}

/** Closing an app (blocking it, ending its assignment) is red; opening it again is not. */
function confirmationOf({ app, flag }: PendingFlag): Confirmation {
  const title = appTitle(app.app_name);
  if (flag === 'blocked') {
    return app.is_blocked
      ? {
          title: `Unblock ${title}?`,
          text: 'Everyone who holds the app can open it again.',
          confirmLabel: 'Unblock',
        }
      : {
          title: `Block ${title}?`,
          text: 'The app closes at once for every organisation. Only org admins and holders of manage-app:control_all can still open it.',
          confirmLabel: 'Block',
          danger: true,
        };
  }
  return app.is_active_for_assignment
    ? {
        title: `Disable assignment of ${title}?`,
        text: 'It will no longer be offered when giving users app access. Users who hold it keep it.',
        confirmLabel: 'Disable',
        danger: true,
      }
    : {
        title: `Enable assignment of ${title}?`,
        text: 'It will be offered again when giving users app access.',
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
