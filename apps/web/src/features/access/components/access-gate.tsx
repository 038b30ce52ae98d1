import { mayOpenAccessScreen } from '@atrium/domain/access/access-home.ts';
import { userMessages } from '@atrium/domain/users/users.messages.ts';
import { Outlet, useLocation } from 'react-router';
import { useSession } from '../../../app/session/session-context.tsx';
import { GatedNotice } from '../../../ui/gated-notice.tsx';

/**
 * Every /access-management screen opens only for those the menu shows Access Management to (decision 0032);
 * the server refuses the same work.
 */
export function AccessGate() {
  const { actor } = useSession();
  const { pathname } = useLocation();
  if (mayOpenAccessScreen(actor, pathname)) return <Outlet />;
  return <GatedNotice title="Access Management" message={userMessages.noListPermission} />;
}
