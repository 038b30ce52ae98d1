import { type ReactNode, Suspense, useState } from 'react';

/**
 * Draws a dialog only once it has first been opened, and keeps it from then on (its closing transition and
 * its state stay as they were). With a dialog loaded by React `lazy`, its code is fetched at the first
 * opening, not with the screen.
 */
export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
