import { existsSync } from 'node:fs';
import path from 'node:path';
import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import type { LicenseHistoryItem } from '@atrium/domain/licenses/licenses.contract.ts';
import { licenseMessages as m } from '@atrium/domain/licenses/licenses.messages.ts';
import { orgMessages } from '@atrium/domain/orgs/orgs.messages.ts';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization, orgWithAdmin, signInMaster, unique } from './support/fixtures.ts';
import { countOf, rowsOf } from './support/sql.ts';
import { call, errorOf, MASTER, sessionCookie, setUpServer } from './support/test-app.ts';
import { insertOrgUser, signInOrgUser } from './support/users.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
});
afterAll(() => server?.tearDown());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const orgUrl = (orgId: string) => `/api/orgs/${orgId}`;
const details = (orgId: string, cookie = masterCookie) => call(server.app, 'GET', orgUrl(orgId), { cookie });
const patch = (orgId: string, body: unknown, cookie = masterCookie) =>
  call(server.app, 'PATCH', orgUrl(orgId), { cookie, body });
const remove = (orgId: string, cookie = masterCookie) =>
  call(server.app, 'DELETE', orgUrl(orgId), { cookie });
const count = (query: SQL) => countOf(server.ctx.db, query);
const meStatus = async (cookie: string) => (await call(server.app, 'GET', '/api/me', { cookie })).statusCode;
const signIn = (orgId: string, email: string, password: string) =>
  call(server.app, 'POST', '/api/auth/login', { body: { orgId, email, password } });

function editForm(fields: Record<string, string>, overrides: Record<string, string> = {}) {
  return {
    name: fields.name,
    contactName: fields.contactName,
    contactEmail: fields.contactEmail,
    contactPhone: fields.contactPhone,
    adminName: fields.adminName,
    adminEmail: fields.adminEmail,
    adminPassword: '',
    ...overrides,
  };
}

async function historyOf(orgId: string): Promise<LicenseHistoryItem[]> {
  const response = await call(server.app, 'GET', `${orgUrl(orgId)}/licenses`, { cookie: masterCookie });
  return response.json().history;
}

describe('organisation details', () => {
  it('shows the organisation with its first admin', async () => {
    const { orgId, fields } = await orgWithAdmin(server.app, masterCookie);
    const response = await details(orgId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: orgId,
      name: fields.name,
      logoUrl: null,
      contactName: fields.contactName,
      contactEmail: fields.contactEmail,
      contactPhone: fields.contactPhone,
      adminName: fields.adminName,
      adminEmail: fields.adminEmail,
      createdAt: expect.any(String),
    });
  });

  it('is for the master admin only, and 404 for an unknown organisation', async () => {
    const { orgId, adminCookie } = await orgWithAdmin(server.app, masterCookie);
    const refused = await details(orgId, adminCookie);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toEqual({ code: 'forbidden', message: authMessages.notAMasterAdmin });
    const unknown = await details('NOPE1234');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toEqual({ code: 'not_found', message: m.orgNotFound });
  });
});

describe('editing an organisation', () => {
  it('changes its details and its admin, and records the change without any password', async () => {
    const { orgId, fields, adminCookie } = await orgWithAdmin(server.app, masterCookie);
    const newEmail = `${unique('renamed')}@example.com`;
    const response = await patch(
      orgId,
      editForm(fields, {
        name: 'Renamed Org',
        contactPhone: '1112223333',
        adminName: 'Ada Renamed',
        adminEmail: newEmail,
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: m.orgUpdated,
      organization: { id: orgId, name: 'Renamed Org', contactPhone: '1112223333', adminEmail: newEmail },
    });
    expect(response.json().message).toContain('successfully');
    expect((await details(orgId)).json()).toMatchObject({ name: 'Renamed Org', adminName: 'Ada Renamed' });

    // A blank password keeps the admin's password and sessions; the new email signs in.
    expect(await meStatus(adminCookie)).toBe(200);
    expect((await call(server.app, 'GET', '/api/me', { cookie: adminCookie })).json().organization.name).toBe(
      'Renamed Org',
    );
    expect((await signIn(orgId, newEmail, fields.password as string)).statusCode).toBe(200);

    const [entry] = await historyOf(orgId);
    expect(entry).toMatchObject({
      action: 'update',
      entity: 'organization',
      byName: MASTER.name,
      data: { name: 'Renamed Org', adminEmail: newEmail, adminPasswordChanged: false },
    });
    expect(JSON.stringify(entry)).not.toMatch(/password-1|passwordHash|password_hash/);
  });

  it("sets a new admin password: the admin's sessions end and only the new password signs in", async () => {
    const { orgId, fields, adminCookie } = await orgWithAdmin(server.app, masterCookie);
    const otherSession = sessionCookie(
      await signIn(orgId, fields.adminEmail as string, fields.password as string),
    );
    const member = await insertOrgUser(server.ctx, orgId);
    const memberCookie = await signInOrgUser(server.app, member);

    const response = await patch(orgId, editForm(fields, { adminPassword: 'brand-new-password' }));
    expect(response.statusCode).toBe(200);
    expect(await meStatus(adminCookie)).toBe(401);
    expect(await meStatus(otherSession)).toBe(401);
    expect(await meStatus(memberCookie)).toBe(200);

    expect((await signIn(orgId, fields.adminEmail as string, fields.password as string)).statusCode).toBe(
      401,
    );
    expect((await signIn(orgId, fields.adminEmail as string, 'brand-new-password')).statusCode).toBe(200);

    const [entry] = await historyOf(orgId);
    expect(entry?.data).toMatchObject({ adminPasswordChanged: true });
    expect(JSON.stringify(entry)).not.toContain('brand-new-password');
  });

  it('refuses an admin email another account holds, with the field marked, and changes nothing', async () => {
    const { orgId, fields } = await orgWithAdmin(server.app, masterCookie);
    const other = await orgWithAdmin(server.app, masterCookie);
    for (const taken of [other.fields.adminEmail as string, MASTER.email.toUpperCase()]) {
      const response = await patch(orgId, editForm(fields, { name: 'Changed', adminEmail: taken }));
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toEqual({
        code: 'conflict',
        message: orgMessages.emailTaken,
        fields: { adminEmail: orgMessages.emailTaken },
      });
    }
    expect((await details(orgId)).json()).toMatchObject({ name: fields.name, adminEmail: fields.adminEmail });
    expect(await historyOf(orgId)).toEqual([]);

    // Keeping one's own email is not a conflict.
    expect((await patch(orgId, editForm(fields))).statusCode).toBe(200);
  });

  it('checks the form and changes nothing', async () => {
    const { orgId, fields } = await orgWithAdmin(server.app, masterCookie);
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ name: ' ' }, 'name', orgMessages.nameRequired],
      [{ contactEmail: 'nope' }, 'contactEmail', orgMessages.emailInvalid],
      [{ contactPhone: '12345' }, 'contactPhone', orgMessages.phoneInvalid],
      [{ adminName: '' }, 'adminName', orgMessages.adminNameRequired],
      [{ adminEmail: 'nope' }, 'adminEmail', orgMessages.emailInvalid],
      [{ adminPassword: 'short' }, 'adminPassword', orgMessages.passwordTooShort],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await patch(orgId, editForm(fields, overrides));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ code: 'validation', message, fields: { [field]: message } });
    }
    expect((await details(orgId)).json()).toMatchObject({ name: fields.name });
    expect(await historyOf(orgId)).toEqual([]);
  });

  it('is for the master admin only, and 404 for an unknown organisation', async () => {
    const { orgId, fields, adminCookie } = await orgWithAdmin(server.app, masterCookie);
    const refused = await patch(orgId, editForm(fields, { name: 'Hijacked' }), adminCookie);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toEqual({ code: 'forbidden', message: authMessages.notAMasterAdmin });
    const unknown = await patch('NOPE1234', editForm(fields));
    expect(errorOf(unknown)).toEqual({ code: 'not_found', message: m.orgNotFound });
    expect((await details(orgId)).json().name).toBe(fields.name);
  });
});

describe('deleting an organisation', () => {
  const tables = ['users', 'user_groups', 'admin_user_groups', 'form_groups', 'licenses', 'license_history'];
  const rowsOfOrg = async (orgId: string) => {
    const counts: Record<string, number> = {};
    for (const table of tables) {
      counts[table] = await count(
        sql`select count(*)::int as n from ${sql.identifier(table)} where org_id = ${orgId}`,
      );
    }
    counts.sessions = await count(
      sql`select count(*)::int as n from sessions s left join users u on u.id = s.user_id
          where s.org_id = ${orgId} or u.org_id = ${orgId}`,
    );
    return counts;
  };

  it('removes everything of the organisation, its logo file included, and nothing of another', async () => {
    const { response, fields } = await createOrganization(
      server.app,
      masterCookie,
      {},
      {
        name: 'logo.png',
        type: 'image/png',
        data: PNG,
      },
    );
    const orgId = response.json().organization.id as string;
    const adminCookie = sessionCookie(
      await signIn(orgId, fields.adminEmail as string, fields.password as string),
    );
    const memberCookie = await signInOrgUser(server.app, await insertOrgUser(server.ctx, orgId));
    const add = await call(server.app, 'POST', `${orgUrl(orgId)}/licenses`, {
      cookie: masterCookie,
      body: {
        startDate: '2026-01-01',
        durationValue: 1,
        durationUnit: 'years',
        storageLimit: 5,
        storageUnit: 'GB',
      },
    });
    expect(add.statusCode).toBe(201);
    const [{ logo_key: logoKey } = { logo_key: null }] = await rowsOf<{ logo_key: string | null }>(
      server.ctx.db,
      sql`select logo_key from organizations where id = ${orgId}`,
    );
    expect(logoKey).toBeTruthy();
    const logoFile = path.join(server.dataDir, 'files', logoKey as string);
    expect(existsSync(logoFile)).toBe(true);
    const bystander = await orgWithAdmin(server.app, masterCookie);
    const bystanderBefore = await rowsOfOrg(bystander.orgId);
    const before = await rowsOfOrg(orgId);
    expect(before).toMatchObject({
      users: 2,
      user_groups: 1,
      admin_user_groups: 1,
      form_groups: 1,
      licenses: 1,
    });
    expect(before.sessions).toBeGreaterThanOrEqual(2);

    const deleted = await remove(orgId);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: m.orgDeleted });

    expect(await rowsOfOrg(orgId)).toEqual(Object.fromEntries([...tables, 'sessions'].map((t) => [t, 0])));
    expect(await count(sql`select count(*)::int as n from organizations where id = ${orgId}`)).toBe(0);
    expect(existsSync(logoFile)).toBe(false);
    expect(await meStatus(adminCookie)).toBe(401);
    expect(await meStatus(memberCookie)).toBe(401);
    expect((await details(orgId)).statusCode).toBe(404);

    expect(await rowsOfOrg(bystander.orgId)).toEqual(bystanderBefore);
    expect(await meStatus(bystander.adminCookie)).toBe(200);
  });

  it('is for the master admin only, and 404 for an unknown organisation', async () => {
    const { orgId, adminCookie } = await orgWithAdmin(server.app, masterCookie);
    const refused = await remove(orgId, adminCookie);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toEqual({ code: 'forbidden', message: authMessages.notAMasterAdmin });
    expect((await details(orgId)).statusCode).toBe(200);
    expect(await meStatus(adminCookie)).toBe(200);
    const unknown = await remove('NOPE1234');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toEqual({ code: 'not_found', message: m.orgNotFound });
  });
});
