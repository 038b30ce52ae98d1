import { requestTextMessages as m } from '@atrium/domain/common/request-text.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, signInMaster } from './support/fixtures.ts';
import { countOf } from './support/sql.ts';
import { call, errorOf, setUpServer } from './support/test-app.ts';
import { groupsOrg } from './support/user-groups.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let adminCookie: string;
let adminId: string;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
  ({ adminCookie, adminId } = await groupsOrg(server.app, masterCookie));
});
afterAll(() => server?.tearDown());

const groups = () => countOf(server.ctx.db, sql`select count(*) from user_groups`);
const createGroup = (body: Record<string, unknown>) =>
  call(server.app, 'POST', '/api/user-groups', {
    cookie: adminCookie,
    body: { description: 'Field staff', users: [adminId], ...body },
  });

describe('text no route may take', () => {
  it('refuses a NUL character in a body with 400 and writes nothing (PostgreSQL cannot store it)', async () => {
    const before = await groups();
    const response = await createGroup({ name: 'Survey\u0000' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'bad_request', message: m.nul });
    expect(response.json().error.fields).toEqual({ name: m.nul });
    expect(await groups()).toBe(before);
  });

  it('refuses a lone surrogate, a NUL in a key, and one deep in an array', async () => {
    const before = await groups();
    const lone = await createGroup({ name: 'Survey \uD83D' });
    expect(errorOf(lone)).toMatchObject({ message: m.loneSurrogate });
    const key = await createGroup({ name: 'Survey', 'x\u0000': 1 });
    expect(errorOf(key)).toMatchObject({ message: m.nul });
    const deep = await createGroup({ name: 'Survey', users: [adminId, 'a\u0000'] });
    expect(deep.json().error.fields).toEqual({ 'users.1': m.nul });
    expect(await groups()).toBe(before);
  });

  it('refuses a NUL in a query string and in a path parameter', async () => {
    const query = await call(server.app, 'GET', '/api/users?search=a%00b', { cookie: adminCookie });
    expect(query.statusCode).toBe(400);
    expect(errorOf(query)).toMatchObject({ message: m.nul });
    const path = await call(server.app, 'GET', '/api/form-groups/a%00b', { cookie: adminCookie });
    expect(path.statusCode).toBe(400);
    expect(errorOf(path)).toMatchObject({ message: m.nul });
  });

  it('refuses a body nested 100,000 deep without failing', async () => {
    const body = `{"name":"Survey","forms":${'['.repeat(100_000)}${']'.repeat(100_000)}}`;
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/form-groups',
      headers: { cookie: adminCookie, 'content-type': 'application/json' },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ message: m.tooDeep });
  });

  it('refuses a NUL in a text part of a multipart body (the organisation form) and creates nothing', async () => {
    const before = await countOf(server.ctx.db, sql`select count(*)::int as n from organizations`);
    const { response } = await createOrganization(server.app, masterCookie, { name: 'Acme\u0000' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ message: m.nul, fields: { name: m.nul } });
    expect(await countOf(server.ctx.db, sql`select count(*)::int as n from organizations`)).toBe(before);
  });

  it('takes every real character: emoji, scripts and the rupee sign', async () => {
    const name = `😀 हिन्दी ₹ ${Date.now()}`;
    const response = await createGroup({ name });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().group.name).toBe(name);
  });
});
