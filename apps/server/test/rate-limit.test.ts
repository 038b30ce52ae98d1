import { authMessages as m } from '@atrium/domain/auth/auth.messages.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgWithAdmin, signInMaster, unique } from './support/fixtures.ts';
import { rowsOf } from './support/sql.ts';
import { call, errorOf, type Response, setUpServer, startTestApp } from './support/test-app.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;
let addresses = 0;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

/** A fresh client address, as the peer of the connection. */
const newAddress = () => `198.51.100.${++addresses}`;

interface Account {
  orgId: string;
  email: string;
  password: string;
}

async function newAccount(): Promise<Account> {
  const { orgId, fields } = await orgWithAdmin(server.app, masterCookie);
  return { orgId, email: fields.adminEmail ?? '', password: fields.password ?? '' };
}

function attempt(account: Account, password: string, address: string, app = server.app) {
  return call(app, 'POST', '/api/auth/login', {
    body: { orgId: account.orgId, email: account.email, password },
    remoteAddress: address,
  });
}

/** The seconds a 429 asks the user to wait, read from the message. */
function waitOf(response: Response): number {
  expect(response.statusCode).toBe(429);
  const error = errorOf(response);
  expect(error.code).toBe('too_many_requests');
  const seconds = Number(error.message.match(/wait (\d+) seconds/)?.[1]);
  expect(error.message).toBe(m.signInWait(seconds));
  return seconds;
}

async function counter(key: string) {
  const [row] = await rowsOf<{ failures: number; wait_seconds: number | null }>(
    server.ctx.db,
    sql`select failures,
               extract(epoch from blocked_until - last_failure_at)::int as wait_seconds
        from login_attempts where key = ${key}`,
  );
  return row ?? null;
}

const accountKey = (account: Account) => `account:${account.email.toLowerCase()}`;

/**
 * Stretches a wait that has started to ten minutes, so the checks that follow never race a two-second clock.
 */
async function holdWait(key: string) {
  await server.ctx.db.execute(
    sql`update login_attempts set blocked_until = now() + interval '10 minutes' where key = ${key}`,
  );
}

/** Lets the current wait of a key run out, as time would. */
async function endWait(key: string) {
  await server.ctx.db.execute(
    sql`update login_attempts set blocked_until = now() - interval '1 second' where key = ${key}`,
  );
}

describe('wrong passwords for one account', () => {
  it('answers the first five with 401, then asks to wait, on every server process', async () => {
    const account = await newAccount();
    const address = newAddress();
    for (let i = 0; i < 5; i++) {
      const response = await attempt(account, 'wrong-password', address);
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).message).toBe(m.loginFailed);
    }
    expect(await counter(accountKey(account))).toMatchObject({ failures: 5, wait_seconds: 2 });
    await holdWait(accountKey(account));

    const waited = waitOf(await attempt(account, 'wrong-password', address));
    expect(waited).toBeGreaterThan(0);
    const right = await attempt(account, account.password, newAddress());
    waitOf(right);
    expect(right.cookies).toHaveLength(0);

    const second = await startTestApp(await server.testDb.reopen());
    try {
      waitOf(await attempt(account, account.password, newAddress(), second.app));
    } finally {
      await second.close();
    }
    expect(await counter(accountKey(account))).toMatchObject({ failures: 5 });
  });

  it('lets the right password in once the wait is over, and forgets the failures', async () => {
    const account = await newAccount();
    const address = newAddress();
    for (let i = 0; i < 5; i++) await attempt(account, 'wrong-password', address);
    await holdWait(accountKey(account));
    waitOf(await attempt(account, account.password, address));

    await endWait(accountKey(account));
    const response = await attempt(account, account.password, address);
    expect(response.statusCode).toBe(200);
    expect(await counter(accountKey(account))).toBeNull();
    for (let i = 0; i < 4; i++)
      expect((await attempt(account, 'wrong-password', address)).statusCode).toBe(401);
  });

  it('doubles the wait with each further failure, whichever address it comes from', async () => {
    const account = await newAccount();
    for (let i = 0; i < 5; i++) await attempt(account, 'wrong-password', newAddress());
    expect(await counter(accountKey(account))).toMatchObject({ failures: 5, wait_seconds: 2 });

    const waits: number[] = [];
    for (let i = 0; i < 3; i++) {
      await endWait(accountKey(account));
      expect((await attempt(account, 'wrong-password', newAddress())).statusCode).toBe(401);
      waits.push((await counter(accountKey(account)))?.wait_seconds ?? 0);
    }
    expect(waits).toEqual([4, 8, 16]);
    waitOf(await attempt(account, account.password, newAddress()));
  });

  it('never locks an account for good: the wait is capped and then ends', async () => {
    const account = await newAccount();
    const key = accountKey(account);
    await server.ctx.db.execute(sql`
      insert into login_attempts (key, failures, last_failure_at, blocked_until)
      values (${key}, 1000000, now(), now() - interval '1 second')`);

    const wrong = await attempt(account, 'wrong-password', newAddress());
    expect(wrong.statusCode).toBe(401);
    const seconds = waitOf(await attempt(account, account.password, newAddress()));
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(15 * 60);
    expect(await counter(key)).toMatchObject({ failures: 1000001, wait_seconds: 15 * 60 });

    await endWait(key);
    expect((await attempt(account, account.password, newAddress())).statusCode).toBe(200);
  });
});

describe('many failures from one address', () => {
  it('asks the address to wait after thirty failures, whichever accounts they tried', async () => {
    const account = await newAccount();
    const address = newAddress();
    for (let i = 0; i < 30; i++) {
      const stranger = { ...account, email: `${unique('guess')}@example.com` };
      expect((await attempt(stranger, 'wrong-password', address)).statusCode).toBe(401);
    }
    expect(await counter(`address:${address}`)).toMatchObject({ failures: 30, wait_seconds: 2 });
    await holdWait(`address:${address}`);
    waitOf(await attempt(account, account.password, address));
    expect(await counter(accountKey(account))).toBeNull();

    const elsewhere = await attempt(account, account.password, newAddress());
    expect(elsewhere.statusCode).toBe(200);
  });
});
