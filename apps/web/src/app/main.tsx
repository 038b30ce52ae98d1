import { afterFirstPaint, nextTask, releaseDeferredLinks } from './after-first-paint.ts';
import { askSessionEarly, takeEarlySession } from './session/early-session.ts';

// The page's first frame (the shell's bar and the page's heading, written into it by the build) is painted
// before the app's code is asked for: on a slow phone the frame shows at once rather than after the code has
// downloaded and run (decision 0047).
// The code then runs a part at a time, each in a task of its own: React, the other libraries, MUI, then the
// app (start.tsx, whose router and first render come in later tasks still). Run in one go it was the longest
// task of a slow phone's main thread; in parts the browser can paint and answer a tap in between.
// Who is signed in is asked first of all, so that the answer arrives while the code does (decision 0057).
askSessionEarly();
void afterFirstPaint().then(async () => {
  await releaseDeferredLinks();
  await nextTask();
  await import('./boot/boot-react.ts');
  await nextTask();
  await import('./boot/boot-framework.ts');
  await nextTask();
  await import('./boot/boot-mui.ts');
  await nextTask();
  const { startApp } = await import('./start.tsx');
  startApp(takeEarlySession);
});
