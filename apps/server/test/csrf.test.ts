import { authMessages as m } from '@atrium/domain/auth/auth.messages.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, organizationFields, orgWithAdmin, signInMaster } from './support/fixtures.ts';
import { countOf } from './support/sql.ts';
import { call, errorOf, MASTER, type Response, setUpServer } from './support/test-app.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

const ACTION = 'storage-upload-files';

async function starred(cookie: string): Promise<string[]> {
  const me = await call(server.app, 'GET', '/api/me', { cookie });
  expect(me.statusCode).toBe(200);
  return me.json().user.quickActions;
}

function star(cookie: string, headers: Record<string, string>, method: 'PUT' | 'DELETE' = 'PUT') {
  return call(server.app, method, `/api/me/quick-actions/${ACTION}`, { cookie, headers });
}

function expectRefused(response: Response) {
  expect(response.statusCode).toBe(403);
  expect(errorOf(response)).toEqual({ code: 'forbidden', message: m.crossSiteRefused });
}

describe('requests a browser reports as cross-site', () => {
  it('are refused and change nothing', async () => {
    const { adminCookie } = await orgWithAdmin(server.app, masterCookie);
    for (const site of ['cross-site', 'same-site']) {
      expectRefused(await star(adminCookie, { 'sec-fetch-site': site }));
      expectRefused(
        await call(server.app, 'PATCH', '/api/me/settings', {
          cookie: adminCookie,
          body: { darkMode: true },
          headers: { 'sec-fetch-site': site },
        }),
      );
    }
    // Sec-Fetch-Site wins over an Origin that looks right.
    expectRefused(
      await star(adminCookie, { 'sec-fetch-site': 'cross-site', origin: server.config.publicUrl }),
    );
    expect(await starred(adminCookie)).toEqual([]);
    const me = await call(server.app, 'GET', '/api/me', { cookie: adminCookie });
    expect(me.json().user.settings).toEqual({ darkMode: null });
  });

  it('refuses a foreign Origin when the browser sends no Sec-Fetch-Site', async () => {
    const { adminCookie } = await orgWithAdmin(server.app, masterCookie);
    expectRefused(await star(adminCookie, { origin: 'https://evil.example' }));
    expectRefused(await star(adminCookie, { origin: 'null' }));
    expect(await starred(adminCookie)).toEqual([]);
  });

  it('opens no session and creates no organisation', async () => {
    const signIn = await call(server.app, 'POST', '/api/auth/admin-login', {
      body: { email: MASTER.email, password: MASTER.password },
      headers: { origin: 'https://evil.example' },
    });
    expectRefused(signIn);
    expect(signIn.cookies).toHaveLength(0);

    const before = await countOf(server.ctx.db, sql`select count(*)::int as n from organizations`);
    const body = await multipart(organizationFields());
    const create = await server.app.inject({
      method: 'POST',
      url: '/api/orgs',
      payload: body.payload,
      headers: { ...body.headers, cookie: masterCookie, 'sec-fetch-site': 'cross-site' },
    });
    expectRefused(create);
    expect(await countOf(server.ctx.db, sql`select count(*)::int as n from organizations`)).toBe(before);
  });
});

describe('requests from Atrium itself', () => {
  it('pass with same-origin, a typed-in address, or an Origin of this server', async () => {
    const { adminCookie } = await orgWithAdmin(server.app, masterCookie);
    const allowed: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'same-origin' },
      { 'sec-fetch-site': 'none' },
      { origin: server.config.publicUrl },
      { origin: 'http://localhost:3000', host: 'localhost:3000' },
      {},
    ];
    for (const headers of allowed) {
      const on = await star(adminCookie, headers);
      expect(on.statusCode, JSON.stringify(headers)).toBe(200);
      expect(on.json()).toEqual({ quickActions: [ACTION] });
      const off = await star(adminCookie, headers, 'DELETE');
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({ quickActions: [] });
    }
  });

  it('never blocks a read, whatever the headers say', async () => {
    const { adminCookie } = await orgWithAdmin(server.app, masterCookie);
    const hostile: Array<Record<string, string>> = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of hostile) {
      const me = await call(server.app, 'GET', '/api/me', { cookie: adminCookie, headers });
      expect(me.statusCode).toBe(200);
      expect((await call(server.app, 'GET', '/api/health', { headers })).statusCode).toBe(200);
    }
  });
});
