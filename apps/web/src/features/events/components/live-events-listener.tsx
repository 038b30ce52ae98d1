import { useState } from 'react';
import { useLiveEvents } from '../api/live-events.ts';
import { AccountBlockedDialog } from './account-blocked-dialog.tsx';

/** Mounted once in the application shell: keeps queries live and shows the blocked-account dialog. */
export function LiveEventsListener() {
  const [blocked, setBlocked] = useState(false);
  useLiveEvents(() => setBlocked(true));
  return <AccountBlockedDialog open={blocked} />;
}
