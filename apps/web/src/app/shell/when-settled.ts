/** After the page's load event, this long before deferred work starts unless the user acts sooner. */
const START_AFTER_LOAD_MS = 5000;
const INPUT_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Runs work that can wait for the first screen to be drawn and settled (code for later screens): at the user's
 * first tap or key, or a few seconds after the page's load event, whichever comes first; then the first
 * screen's code, data and rendering never wait behind it. Answers a function that cancels it.
 */
export function whenSettled(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    window.removeEventListener('load', startLater);
    for (const type of INPUT_EVENTS) window.removeEventListener(type, start, true);
  };
  const start = () => {
    stop();
    work();
  };
  function startLater() {
    timer = setTimeout(start, START_AFTER_LOAD_MS);
  }
  for (const type of INPUT_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
  if (document.readyState === 'complete') startLater();
  else window.addEventListener('load', startLater, { once: true });
  return stop;
}

/** Runs once the browser has nothing else to do (at most 2 s later). Answers a function that cancels it. */
export function whenIdle(work: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(work, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(work, 200);
  return () => clearTimeout(id);
}
