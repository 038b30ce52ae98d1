import { afterFirstPaint, releaseDeferredLinks } from './after-first-paint.ts';

// The page's first frame (the shell's bar and the page's heading, written into it by the build) is painted
// before the app's code is asked for: on a slow phone the frame shows at once rather than after the code has
// downloaded and run (decision 0047). The app starts in start.tsx.
void afterFirstPaint().then(() => {
  releaseDeferredLinks();
  return import('./start.tsx');
});
