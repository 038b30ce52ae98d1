import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgWithAdmin, signInMaster, unique } from './support/fixtures.ts';
import { rowsOf } from './support/sql.ts';
import { call, errorOf, setUpServer, startTestApp, type TestApp } from './support/test-app.ts';

const PROXY = '10.1.2.3';

let server: Awaited<ReturnType<typeof setUpServer>>;
let behindProxy: TestApp;
let orgId: string;

beforeAll(async () => {
  server = await setUpServer();
  behindProxy = await startTestApp(server.testDb.database, { TRUST_PROXY: '10.0.0.0/8, 192.0.2.10' });
  ({ orgId } = await orgWithAdmin(server.app, await signInMaster(server.app)));
});
afterAll(async () => {
  await behindProxy?.close();
  await server?.tearDown();
});

/** A wrong password for an unknown account of the organisation, from a peer that may claim another client. */
function failedSignIn(app: TestApp['app'], peer: string, forwardedFor?: string) {
  return call(app, 'POST', '/api/auth/login', {
    body: { orgId, email: `${unique('guess')}@example.com`, password: 'wrong-password' },
    remoteAddress: peer,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
}

async function failuresOf(address: string): Promise<number | null> {
  const [row] = await rowsOf<{ failures: number }>(
    server.ctx.db,
    sql`select failures from login_attempts where key = ${`address:${address}`}`,
  );
  return row?.failures ?? null;
}

describe('sign-in throttle by address', () => {
  it('counts a direct client by its connection, whatever X-Forwarded-For it sends', async () => {
    const client = '198.51.100.20';
    for (let i = 0; i < 30; i++) {
      const response = await failedSignIn(server.app, client, `203.0.113.${i + 1}`);
      expect(response.statusCode).toBe(401);
    }
    expect(await failuresOf(client)).toBe(30);
    expect(await failuresOf('203.0.113.1')).toBeNull();

    // The thirtieth failure started a wait: a fresh forged header does not escape it.
    const forged = await failedSignIn(server.app, client, '203.0.113.99');
    expect(forged.statusCode).toBe(429);
    expect(errorOf(forged).code).toBe('too_many_requests');
    expect((await failedSignIn(server.app, client)).statusCode).toBe(429);
    expect((await failedSignIn(server.app, '198.51.100.21', '198.51.100.20')).statusCode).toBe(401);
  });

  it('counts a client behind a trusted proxy by the address the proxy forwards', async () => {
    const client = '198.51.100.30';
    for (let i = 0; i < 30; i++) {
      const response = await failedSignIn(behindProxy.app, PROXY, client);
      expect(response.statusCode).toBe(401);
    }
    expect(await failuresOf(client)).toBe(30);
    expect(await failuresOf(PROXY)).toBeNull();
    expect((await failedSignIn(behindProxy.app, PROXY, client)).statusCode).toBe(429);

    // Another client through the same proxy, or a client named by a proxy listed by its address, is not waiting.
    expect((await failedSignIn(behindProxy.app, PROXY, '198.51.100.31')).statusCode).toBe(401);
    expect((await failedSignIn(behindProxy.app, '192.0.2.10', '198.51.100.32')).statusCode).toBe(401);
    expect(await failuresOf('198.51.100.32')).toBe(1);
  });

  it('takes the last address a trusted proxy appended, not one the client wrote before it', async () => {
    await failedSignIn(behindProxy.app, PROXY, '203.0.113.50, 198.51.100.40');
    expect(await failuresOf('198.51.100.40')).toBe(1);
    expect(await failuresOf('203.0.113.50')).toBeNull();
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const stranger = '192.0.2.77';
    await failedSignIn(behindProxy.app, stranger, '203.0.113.60');
    expect(await failuresOf(stranger)).toBe(1);
    expect(await failuresOf('203.0.113.60')).toBeNull();
  });
});
