// Kept free of imports: the page's entry (main.tsx) asks with it before any of the app's code has loaded.

/** The path of the session's operation (meContract.session), which answers everyone with 200. */
const SESSION_PATH = '/api/session';

/** An answer older than this is not taken: a screen that asks for the session later wants it as it is then. */
const FRESH_FOR_MS = 10_000;

let early: Promise<Response> | null = null;
let askedAt = 0;

/**
 * Asks for the session as the page starts, while the app's code is still on its way: by the time the router
 * wants the user, the answer is there, and the first render draws the shell rather than a wait that the
 * answer's arrival then redraws (decision 0057).
 */
export function askSessionEarly(): void {
  askedAt = performance.now();
  early = fetch(SESSION_PATH, { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  // A failure is the first ask's to report, as if it had sent the request itself.
  early.catch(() => undefined);
}

/** The early request, once and while fresh: the first ask of the session takes it, later ones ask afresh. */
export function takeEarlySession(): Promise<Response> | undefined {
  const taken = early && performance.now() - askedAt < FRESH_FOR_MS ? early : undefined;
  early = null;
  return taken;
}
