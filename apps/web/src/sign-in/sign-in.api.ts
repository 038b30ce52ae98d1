import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import { landingPage, signInApi } from '@atrium/domain/auth/sign-in.rules.ts';
import type { Me } from '@atrium/domain/me/me.schemas.ts';

/**
 * The few calls of the sign-in pages, with plain fetch: the app's client checks answers with zod, which this
 * page must not load (decision 0039). Errors read the same `{error: {message}}` body.
 */
export class CallError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

async function readError(response: Response): Promise<CallError> {
  try {
    const body = (await response.json()) as { error?: { message?: unknown } };
    if (typeof body.error?.message === 'string') return new CallError(response.status, body.error.message);
  } catch {
    // Not JSON (a proxy page, an empty body): the generic message.
  }
  return new CallError(response.status, authMessages.unexpectedError);
}

export async function call<T>(
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers:
        body === undefined
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new CallError(0, authMessages.unexpectedError);
  }
  if (!response.ok) throw await readError(response);
  return (await response.json()) as T;
}

/** As the app says it: a refusal (4xx) shows the server's reason, anything else the page's own message. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof CallError && error.status >= 400 && error.status < 500 && error.message)
    return error.message;
  return fallback;
}

/** Sign-in and sign-out in one tab make the other tabs of the same browser check the session again. */
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('atrium-session');

/** A new session: the other tabs hear of it and this one opens the app where the user lands. */
export function startSession(me: Me) {
  channel?.postMessage('session-changed');
  window.location.assign(landingPage(me));
}

/** Someone already signed in (here or in another tab) goes on to the app, as the app's sign-in pages did. */
export function leaveWhenSignedIn() {
  const check = async () => {
    try {
      const { me } = await call<{ me: Me | null }>('GET', signInApi.session);
      if (me) window.location.replace(landingPage(me));
    } catch {
      // Offline or the server is away: the page stays usable, the sign-in itself will say what is wrong.
    }
  };
  void check();
  channel?.addEventListener('message', () => void check());
}
