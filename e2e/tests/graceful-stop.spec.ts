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

test('SIGTERM under load: every request in flight is answered, the stop is logged and the exit is 0', async () => {
  // One password hash at a time: the forty sign-ins below take seconds, so most are in flight at the signal.
  const server = await startServerProcess(PORT, { PASSWORD_HASH_CONCURRENCY: '1' });
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
    // Shortly after the first is answered, all forty have arrived: the rest are in flight, queued for the hasher.
    await Promise.race(signIns);
    await new Promise((resolve) => setTimeout(resolve, 300));
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
