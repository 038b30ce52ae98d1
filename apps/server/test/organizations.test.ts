import { readdirSync } from 'node:fs';
import path from 'node:path';
import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import { ORG_ID_LENGTH } from '@atrium/domain/common/ids.ts';
import { orgMessages as m } from '@atrium/domain/orgs/orgs.messages.ts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, orgWithAdmin, signInMaster, unique } from './support/fixtures.ts';
import { countOf, rowsOf } from './support/sql.ts';
import { call, errorOf, sessionCookie, setUpServer } from './support/test-app.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

// A 1x1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const pngLogo = { name: 'logo.png', type: 'image/png', data: PNG };

const count = (query: SQL) => countOf(server.ctx.db, query);

/** Rows of every table an organisation creation writes, and the stored files. */
async function footprint() {
  return {
    organizations: await count(sql`select count(*)::int as n from organizations`),
    users: await count(sql`select count(*)::int as n from users`),
    adminGroups: await count(sql`select count(*)::int as n from admin_user_groups`),
    userGroups: await count(sql`select count(*)::int as n from user_groups`),
    formGroups: await count(sql`select count(*)::int as n from form_groups`),
    files: storedFiles(),
  };
}

function storedFiles(): string[] {
  const root = path.join(server.dataDir, 'files');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

async function creatorCookie(): Promise<string> {
  const email = `${unique('creator')}@example.com`;
  const created = await call(server.app, 'POST', '/api/creators', {
    cookie: masterCookie,
    body: { name: 'Cora Creator', email, password: 'creator-password-1' },
  });
  expect(created.statusCode).toBe(201);
  const signIn = await call(server.app, 'POST', '/api/auth/creator-login', {
    body: { email, password: 'creator-password-1' },
  });
  return sessionCookie(signIn);
}

describe('creating an organisation', () => {
  it('creates the organisation, its first admin and its starting groups', async () => {
    const { response, fields } = await createOrganization(server.app, masterCookie);
    expect(response.statusCode).toBe(201);
    const { organization, signInPath } = response.json();
    expect(organization.id).toHaveLength(ORG_ID_LENGTH);
    expect(signInPath).toBe(`/login/${organization.id}`);
    expect(organization).toMatchObject({
      name: fields.name,
      logoUrl: null,
      contactPerson: { name: fields.contactName, email: fields.contactEmail, phone: fields.contactPhone },
    });

    const orgId: string = organization.id;
    const [admin] = await rowsOf<{
      id: string;
      is_first_admin: boolean;
      is_blocked: boolean;
      username: string;
      phone_number: string;
    }>(
      server.ctx.db,
      sql`select id, is_first_admin, is_blocked, username, phone_number from users where org_id = ${orgId}`,
    );
    // The form's one phone is the contact person's: the first admin starts with it (decision 0032).
    expect(admin).toMatchObject({
      is_first_admin: true,
      is_blocked: false,
      username: fields.adminUsername,
      phone_number: fields.contactPhone,
    });
    const adminId = admin?.id ?? '';
    expect(
      await count(sql`select count(*)::int as n from admin_user_groups
                      where org_id = ${orgId} and ${adminId}::uuid = any(users)`),
    ).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from user_groups
                      where org_id = ${orgId} and name = 'Default' and is_default
                        and ${adminId}::uuid = any(users)`),
    ).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from form_groups
                      where org_id = ${orgId} and name = 'Default' and is_default`),
    ).toBe(1);

    const signIn = await call(server.app, 'POST', '/api/auth/login', {
      body: { orgId, email: fields.adminEmail, password: fields.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().user).toMatchObject({ isOrgAdmin: true, isFirstAdmin: true });
  });

  it('stores the logo and serves it with its content type', async () => {
    const { response } = await createOrganization(server.app, masterCookie, {}, pngLogo);
    expect(response.statusCode).toBe(201);
    const { organization } = response.json();
    expect(organization.logoUrl).toBe(`/api/orgs/${organization.id}/logo`);
    const logo = await call(server.app, 'GET', organization.logoUrl);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(PNG)).toBe(true);
    const pub = await call(server.app, 'GET', `/api/orgs/${organization.id}/public`);
    expect(pub.json().logoUrl).toBe(organization.logoUrl);
  });

  it('takes a logo over the 2 MB guidance, which is not enforced', async () => {
    const data = Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]);
    const { response } = await createOrganization(server.app, masterCookie, {}, { ...pngLogo, data });
    expect(response.statusCode).toBe(201);
    const logo = await call(server.app, 'GET', response.json().organization.logoUrl);
    expect(logo.rawPayload.length).toBe(data.length);
  });

  it('refuses a logo that is not an image and creates nothing', async () => {
    const before = await footprint();
    const { response } = await createOrganization(
      server.app,
      masterCookie,
      {},
      {
        name: 'notes.txt',
        type: 'text/plain',
        data: Buffer.from('not a picture'),
      },
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'validation',
      message: m.fixErrors,
      fields: { logo: m.logoNotImage },
    });
    expect(await footprint()).toEqual(before);
  });

  it('sends every empty field back with its message', async () => {
    const before = await footprint();
    const empty = Object.fromEntries(
      ['name', 'contactName', 'contactEmail', 'contactPhone', 'adminEmail', 'adminName', 'adminUsername']
        .concat(['password', 'confirmPassword'])
        .map((key) => [key, '']),
    );
    const { response } = await createOrganization(server.app, masterCookie, empty);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'validation',
      message: m.fixErrors,
      fields: {
        name: m.nameRequired,
        contactName: m.contactNameRequired,
        contactEmail: m.emailInvalid,
        contactPhone: m.phoneInvalid,
        adminEmail: m.emailInvalid,
        adminName: m.adminNameRequired,
        adminUsername: m.adminUsernameRequired,
        password: m.passwordTooShort,
        confirmPassword: m.confirmRequired,
      },
    });
    expect(await footprint()).toEqual(before);
  });

  it('checks email and phone forms, password length and the confirmation', async () => {
    const malformed = await createOrganization(server.app, masterCookie, {
      contactEmail: 'not-an-email',
      adminEmail: 'admin@',
      contactPhone: '12345',
      password: 'short',
      confirmPassword: 'short',
    });
    expect(errorOf(malformed.response)).toEqual({
      code: 'validation',
      message: m.fixErrors,
      fields: {
        contactEmail: m.emailInvalid,
        adminEmail: m.emailInvalid,
        contactPhone: m.phoneInvalid,
        password: m.passwordTooShort,
      },
    });
    const differ = await createOrganization(server.app, masterCookie, {
      confirmPassword: 'another-password',
    });
    expect(differ.response.statusCode).toBe(400);
    expect(errorOf(differ.response).fields).toEqual({ confirmPassword: m.passwordsDiffer });
  });

  it('refuses an admin email already in use and leaves nothing behind', async () => {
    const first = await createOrganization(server.app, masterCookie);
    expect(first.response.statusCode).toBe(201);
    const before = await footprint();
    const { response } = await createOrganization(
      server.app,
      masterCookie,
      { adminEmail: String(first.fields.adminEmail).toUpperCase() },
      pngLogo,
    );
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({
      code: 'conflict',
      message: m.emailTaken,
      fields: { adminEmail: m.emailTaken },
    });
    expect(await footprint()).toEqual(before);
  });

  it('writes nothing when the transaction fails part-way, and answers a plain 500', async () => {
    const before = await footprint();
    await server.ctx.db.execute(sql`
      create or replace function refuse_form_group() returns trigger language plpgsql as $$
      begin raise exception 'form group refused by test trigger'; end $$`);
    await server.ctx.db.execute(sql`
      create trigger refuse_form_group before insert on form_groups
      for each row execute function refuse_form_group()`);
    try {
      const { response } = await createOrganization(server.app, masterCookie, {}, pngLogo);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ error: { code: 'internal', message: authMessages.unexpectedError } });
      expect(response.body).not.toContain('trigger');
    } finally {
      await server.ctx.db.execute(sql`drop trigger refuse_form_group on form_groups`);
      await server.ctx.db.execute(sql`drop function refuse_form_group()`);
    }
    expect(await footprint()).toEqual(before);
  });
});

describe('who may create and list organisations', () => {
  it('refuses a visitor without a session', async () => {
    const before = await footprint();
    const { response } = await createOrganization(server.app, '');
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toEqual({ code: 'unauthenticated', message: m.mustBeLoggedIn });
    expect((await call(server.app, 'GET', '/api/orgs')).statusCode).toBe(401);
    expect(await footprint()).toEqual(before);
  });

  it('refuses an org admin and a creator', async () => {
    const { adminCookie } = await orgWithAdmin(server.app, masterCookie);
    const creator = await creatorCookie();
    const before = await footprint();
    for (const cookie of [adminCookie, creator]) {
      const { response } = await createOrganization(server.app, cookie);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toEqual({ code: 'forbidden', message: authMessages.notAMasterAdmin });
      const list = await call(server.app, 'GET', '/api/orgs', { cookie });
      expect(list.statusCode).toBe(403);
      expect(errorOf(list).message).toBe(authMessages.notAMasterAdmin);
    }
    expect(await footprint()).toEqual(before);
  });

  it('lists every organisation to the master admin, and never the creators workspace', async () => {
    const { orgId } = await orgWithAdmin(server.app, masterCookie);
    const response = await call(server.app, 'GET', '/api/orgs', { cookie: masterCookie });
    expect(response.statusCode).toBe(200);
    const ids = (response.json().organizations as Array<{ id: string }>).map((o) => o.id);
    expect(ids).toContain(orgId);
    expect(ids).not.toContain('creator');
    expect(ids).toHaveLength(
      await count(sql`select count(*)::int as n from organizations where id <> 'creator'`),
    );
  });
});

describe('public organisation info', () => {
  it('tells anyone the name and logo only', async () => {
    const { orgId, fields } = await orgWithAdmin(server.app, masterCookie);
    const response = await call(server.app, 'GET', `/api/orgs/${orgId}/public`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: orgId, name: fields.name, logoUrl: null });
  });

  it('answers an unknown id with the spec message', async () => {
    const response = await call(server.app, 'GET', '/api/orgs/NoSuchOrg/public');
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({ code: 'not_found', message: authMessages.orgMissing });
    const logo = await call(server.app, 'GET', '/api/orgs/NoSuchOrg/logo');
    expect(logo.statusCode).toBe(404);
  });
});
