import type { AccountClosedEvent } from '@atrium/domain/events/events.schemas.ts';
import { useState } from 'react';
import { useLiveEvents } from '../api/live-events.ts';
import { AccountBlockedDialog } from './account-blocked-dialog.tsx';

/** Mounted once in the application shell: keeps queries live and says when the account was blocked or archived. */
export function LiveEventsListener() {
  const [closed, setClosed] = useState<AccountClosedEvent | null>(null);
  useLiveEvents(setClosed);
  return <AccountBlockedDialog why={closed} />;
}
