import http from 'node:http';
import { expect, test } from '@playwright/test';
import { MASTER_ADMIN } from '../support/accounts.ts';
import { startServerProcess } from '../support/server-process.ts';

const PORT = Number(process.env.E2E_PORT ?? 3210) + 40;

// A service manager stops a process with SIGTERM while people are using it: what they asked for before the
// signal must still be answered, and the process must say it stopped and exit 0, not look like a crash.
function postOnNewConnection(url: string): Promise<number | string> {
  const body = JSON.stringify({ email: MASTER_ADMIN.email, password: MASTER_ADMIN.password });
  return new Promise((resolve) => {
    const request = http.request(
      url,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', (error) => resolve(`failed: ${String(error)}`));
    request.end(body);
  });
}

const METRICS_TOKEN = 'graceful-stop-metrics-token-0123456789';

/** Sign-ins the server has read: those answered plus those under way, from its own metrics. */
async function signInsRead(baseURL: string): Promise<number> {
  const response = await fetch(`${baseURL}/api/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const route = 'method="POST",route="/api/auth/admin-login"';
  let read = 0;
  for (const line of (await response.text()).split('\n')) {
    const inFlight = line.startsWith(`atrium_http_requests_in_flight{${route}}`);
    const answered = line.startsWith(`atrium_http_request_duration_seconds_count{${route},`);
    if (inFlight || answered) read += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return read;
}

test('SIGTERM under load: every request in flight is answered, the stop is logged and the exit is 0', async () => {
  // One password hash at a time: the forty sign-ins below take seconds, so most are in flight at the signal.
  const server = await startServerProcess(PORT, {
    PASSWORD_HASH_CONCURRENCY: '1',
    METRICS_TOKEN,
  });
  try {
    const signIn = () =>
      fetch(`${server.baseURL}/api/auth/admin-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: MASTER_ADMIN.email, password: MASTER_ADMIN.password }),
      });
    const cookie = (await signIn()).headers.get('set-cookie')?.split(';')[0] ?? '';
    const stream = await fetch(`${server.baseURL}/api/events`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    const streamEnded = stream.text().then(() => 'ended');

    // Sign-ins hash a password each, a few at a time, so forty of them are still queued when the signal lands.
    // Each on a connection of its own, sent at once (a client pool might hold some back for a reused socket).
    const signIns = Array.from({ length: 40 }, () =>
      postOnNewConnection(`${server.baseURL}/api/auth/admin-login`),
    );
    // Once the server has read all forty (and the first), most are still queued for the hasher. Connections it
    // has not yet taken from the listen queue are another matter: closing the listener refuses them.
    await expect.poll(() => signInsRead(server.baseURL), { timeout: 30_000 }).toBeGreaterThanOrEqual(41);
    server.child.kill('SIGTERM');

    const statuses = await Promise.all(signIns);
    expect(
      statuses.filter((status) => status !== 200),
      server.output(),
    ).toEqual([]);
    // An open event stream does not hold the stop up: it is ended, and its tab reconnects (elsewhere).
    expect(await streamEnded).toBe('ended');
    expect(await server.exited, server.output()).toBe(0);
    expect(server.output()).toContain('"msg":"stopping: finishing requests in flight"');
    expect(server.output()).toContain('"msg":"stopped"');
  } finally {
    await server.dispose();
  }
});
