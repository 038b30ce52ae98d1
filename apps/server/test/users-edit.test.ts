import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import { licenseMessages } from '@atrium/domain/licenses/licenses.messages.ts';
import { userMessages as m } from '@atrium/domain/users/users.messages.ts';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type EventStream, listen, openEventStream } from './support/event-stream.ts';
import { signInMaster } from './support/fixtures.ts';
import { rowsOf } from './support/sql.ts';
import { call, errorOf, sessionCookie, setUpServer } from './support/test-app.ts';
import {
  accessApp,
  type CreatedUser,
  createUser,
  formsApp,
  memberWith,
  newOrg,
  roles,
  signIn,
  uniquePhone,
} from './support/users-api.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;
let baseUrl: string;
let org: Awaited<ReturnType<typeof newOrg>>;
const streams: EventStream[] = [];

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
  baseUrl = await listen(server.app);
  org = await newOrg(server.app, masterCookie);
});
afterEach(() => {
  for (const stream of streams.splice(0)) stream.close();
});
afterAll(() => server?.tearDown());

const infoOf = (created: CreatedUser, change: Record<string, unknown> = {}) => ({
  name: created.body.name,
  username: created.body.username,
  email: created.email,
  phoneNumber: created.body.phoneNumber,
  ...change,
});
const patch = (id: string, body: unknown, cookie = org.adminCookie) =>
  call(server.app, 'PATCH', `/api/users/${id}`, { cookie, body });
const putAccess = (id: string, access: unknown, cookie = org.adminCookie) =>
  call(server.app, 'PUT', `/api/users/${id}/access`, { cookie, body: { access } });
const archive = (id: string, cookie = org.adminCookie) =>
  call(server.app, 'POST', `/api/users/${id}/archive`, { cookie });
const restore = (id: string, cookie = org.adminCookie) =>
  call(server.app, 'POST', `/api/users/${id}/restore`, { cookie });
const meStatus = async (cookie: string) => (await call(server.app, 'GET', '/api/me', { cookie })).statusCode;
const stored = async (id: string) =>
  (await rowsOf<Record<string, unknown>>(server.ctx.db, sql`select * from users where id = ${id}`))[0];
const firstAdminId = async (orgId = org.orgId) =>
  (
    await rowsOf<{ id: string }>(
      server.ctx.db,
      sql`select id from users where org_id = ${orgId} and is_first_admin`,
    )
  )[0]?.id ?? '';
async function open(cookie: string) {
  const stream = await openEventStream(baseUrl, cookie);
  streams.push(stream);
  return stream;
}
async function promoteToAdmin(userId: string, orgId = org.orgId) {
  await server.ctx.db.execute(
    sql`update admin_user_groups set users = array_append(users, ${userId}::uuid) where org_id = ${orgId}`,
  );
}

describe("editing a user's details", () => {
  it('saves the details, tells the org and the user, and keeps them signed in', async () => {
    const member = await memberWith(server.app, org.adminCookie, org.orgId, []);
    const orgTab = await open(org.adminCookie);
    const memberTab = await open(member.cookie);
    const change = { name: 'Mira Renamed', phoneNumber: uniquePhone() };
    const response = await patch(member.user.id, infoOf(member, change));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: m.infoUpdated, user: { ...change, isBlocked: false } });
    await orgTab.next('users.changed');
    await memberTab.next('me.changed');
    expect(await meStatus(member.cookie)).toBe(200);
  });

  it('sets a new password: the old one and the old sessions stop working', async () => {
    const member = await memberWith(server.app, org.adminCookie, org.orgId, []);
    const response = await patch(
      member.user.id,
      infoOf(member, { password: 'brand-new-pass-1', confirmPassword: 'brand-new-pass-1' }),
    );
    expect(response.statusCode).toBe(200);
    expect(await meStatus(member.cookie)).toBe(401);
    expect((await signIn(server.app, org.orgId, member.email)).statusCode).toBe(401);
    expect((await signIn(server.app, org.orgId, member.email, 'brand-new-pass-1')).statusCode).toBe(200);
  });

  it('keeps the password when it is left blank, and refuses a mismatched confirmation', async () => {
    const member = await createUser(server.app, org.adminCookie, org.orgId);
    const hash = (await stored(member.user.id))?.password_hash;
    expect(
      (await patch(member.user.id, infoOf(member, { password: '', confirmPassword: '' }))).statusCode,
    ).toBe(200);
    expect((await stored(member.user.id))?.password_hash).toBe(hash);
    const mismatch = await patch(
      member.user.id,
      infoOf(member, { password: 'brand-new-pass-1', confirmPassword: 'other-pass-12' }),
    );
    expect(mismatch.statusCode).toBe(400);
    expect(errorOf(mismatch).fields).toEqual({ confirmPassword: m.passwordsDiffer });
    expect((await stored(member.user.id))?.password_hash).toBe(hash);
  });

  it("refuses another user's username, email or phone, and accepts the user's own", async () => {
    const member = await createUser(server.app, org.adminCookie, org.orgId);
    const other = await createUser(server.app, org.adminCookie, org.orgId);
    expect(
      (await patch(member.user.id, infoOf(member, { email: member.email.toUpperCase() }))).statusCode,
    ).toBe(200);
    const cases = [
      ['username', other.body.username.toUpperCase(), m.usernameTaken],
      ['email', other.email, m.emailTaken],
      ['phoneNumber', other.body.phoneNumber, m.phoneTaken],
    ] as const;
    for (const [field, value, message] of cases) {
      const response = await patch(member.user.id, infoOf(member, { [field]: value }));
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toEqual({ code: 'conflict', message, fields: { [field]: message } });
    }
    expect((await stored(member.user.id))?.username).toBe(member.body.username);
  });

  it('refuses without manage-user:edit_all, for another organisation, and for the first admin', async () => {
    const member = await createUser(server.app, org.adminCookie, org.orgId);
    const assigner = await memberWith(server.app, org.adminCookie, org.orgId, [accessApp(roles.assign)]);
    const noRight = await patch(member.user.id, infoOf(member, { name: 'Not Allowed' }), assigner.cookie);
    expect(noRight.statusCode).toBe(403);
    expect(errorOf(noRight).message).toBe(m.noEditPermission);

    const other = await newOrg(server.app, masterCookie);
    const elsewhere = await patch(member.user.id, infoOf(member, { name: 'Not Yours' }), other.adminCookie);
    expect(elsewhere.statusCode).toBe(404);
    expect(errorOf(elsewhere).message).toBe(m.notFound);

    const secondAdmin = await memberWith(server.app, org.adminCookie, org.orgId, []);
    await promoteToAdmin(secondAdmin.user.id);
    const firstId = await firstAdminId();
    const first = await patch(
      firstId,
      { name: 'Taken Over', username: 'taken_over', email: 'taken@example.com', phoneNumber: uniquePhone() },
      secondAdmin.cookie,
    );
    expect(first.statusCode).toBe(403);
    expect(errorOf(first).message).toBe(m.firstAdminProtected);
    expect((await stored(firstId))?.name).toBe('Ada Admin');
    expect((await stored(member.user.id))?.name).toBe(member.body.name);
  });

  it('refuses the first admin her own row too: details, access, and the buttons say why', async () => {
    const firstId = await firstAdminId();
    const before = await stored(firstId);
    const details = await patch(firstId, {
      name: 'Ada Renamed',
      username: String(before?.username),
      email: String(before?.email),
      phoneNumber: uniquePhone(),
    });
    expect(details.statusCode).toBe(403);
    expect(errorOf(details).message).toBe(m.firstAdminProtected);
    const access = await putAccess(firstId, [formsApp('dynamic-form:create_new')]);
    expect(access.statusCode).toBe(403);
    expect(errorOf(access).message).toBe(m.firstAdminProtected);
    expect(await stored(firstId)).toMatchObject({
      name: before?.name,
      phone_number: before?.phone_number,
      access: before?.access,
    });

    const list = await call(server.app, 'GET', '/api/users', { cookie: org.adminCookie });
    const row = list.json().users.find((user: { id: string }) => user.id === firstId);
    expect(row.capabilities).toEqual({
      edit: { allowed: false, reason: m.firstAdminProtected },
      archive: { allowed: false, reason: m.cannotArchiveSelf },
      restore: { allowed: false, reason: m.firstAdminProtected },
    });
  });

  it('lets only org admins change an org admin', async () => {
    const secondAdmin = await createUser(server.app, org.adminCookie, org.orgId);
    await promoteToAdmin(secondAdmin.user.id);
    const editor = await memberWith(server.app, org.adminCookie, org.orgId, [
      accessApp(roles.editAll, roles.assign),
    ]);
    const refused = await patch(secondAdmin.user.id, infoOf(secondAdmin, { isBlocked: true }), editor.cookie);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(m.adminProtected);
    expect((await archive(secondAdmin.user.id, editor.cookie)).statusCode).toBe(403);
    const byAdmin = await patch(secondAdmin.user.id, infoOf(secondAdmin, { name: 'Second Admin' }));
    expect(byAdmin.json().user).toMatchObject({ name: 'Second Admin', isOrgAdmin: true });
  });
});

describe('blocking', () => {
  it('ends the sessions at once, tells the open tabs, and refuses sign-in until unblocked', async () => {
    const member = await memberWith(server.app, org.adminCookie, org.orgId, []);
    const tab = await open(member.cookie);
    const blocked = await patch(member.user.id, infoOf(member, { isBlocked: true }));
    expect(blocked.json().user.isBlocked).toBe(true);
    await tab.next('account.blocked');
    expect(await meStatus(member.cookie)).toBe(401);
    const refused = await signIn(server.app, org.orgId, member.email);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(authMessages.userBlockedOrArchived);

    await patch(member.user.id, infoOf(member, { isBlocked: false }));
    expect((await signIn(server.app, org.orgId, member.email)).statusCode).toBe(200);
  });

  it('refuses blocking oneself', async () => {
    const editor = await memberWith(server.app, org.adminCookie, org.orgId, [accessApp(roles.editAll)]);
    const response = await patch(editor.user.id, infoOf(editor, { isBlocked: true }), editor.cookie);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(m.cannotBlockSelf);
    expect(await meStatus(editor.cookie)).toBe(200);
  });
});

describe("changing a user's access", () => {
  it('replaces the access; the user sees it at the next request and hears of it live', async () => {
    const member = await memberWith(server.app, org.adminCookie, org.orgId, [
      formsApp('dynamic-form:create_new'),
    ]);
    const tab = await open(member.cookie);
    const access = [accessApp(roles.editAll), formsApp('dynamic-form:manage_forms')];
    const response = await putAccess(member.user.id, access);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: m.accessUpdated, user: { access } });
    await tab.next('me.changed');
    const me = await call(server.app, 'GET', '/api/me', { cookie: member.cookie });
    expect(me.json().user.access).toEqual(access);
    expect((await call(server.app, 'GET', '/api/users', { cookie: member.cookie })).statusCode).toBe(200);
  });

  it('refuses a bad access list and changes nothing', async () => {
    const member = await createUser(server.app, org.adminCookie, org.orgId, {
      access: [formsApp('dynamic-form:create_new')],
    });
    const cases = [
      [[formsApp()], m.rolesRequired('Form Management')],
      [[accessApp('manage-user:fly')], m.unknownRole('manage-user:fly', 'Access Management')],
      [
        [{ app: 'expense-management', role: ['bank-transfer:edit_all', 'bank-transfer:edit_self'] }],
        m.rolesConflict('bank-transfer:edit_all', 'bank-transfer:edit_self'),
      ],
      [[{ app: 'storage', role: [] }], m.foldersRequired],
    ] as const;
    for (const [access, message] of cases) {
      const response = await putAccess(member.user.id, access);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({ code: 'validation', message });
    }
    expect((await stored(member.user.id))?.access).toEqual([formsApp('dynamic-form:create_new')]);
  });

  it('keeps an unchanged entry of an app no longer offered, but refuses changing it', async () => {
    const member = await createUser(server.app, org.adminCookie, org.orgId, {
      access: [formsApp('dynamic-form:create_new')],
    });
    await server.ctx.db.execute(
      sql`update apps set is_active_for_assignment = false where app_name = 'form-management'`,
    );
    try {
      const kept = await putAccess(member.user.id, [
        formsApp('dynamic-form:create_new'),
        accessApp(roles.assign),
      ]);
      expect(kept.statusCode).toBe(200);
      const changed = await putAccess(member.user.id, [formsApp('dynamic-form:manage_forms')]);
      expect(changed.statusCode).toBe(400);
      expect(errorOf(changed).message).toBe(m.appNotAssignable('form-management'));
    } finally {
      await server.ctx.db.execute(
        sql`update apps set is_active_for_assignment = true where app_name = 'form-management'`,
      );
    }
  });

  it('needs manage-user:assign_app_access and a user of the same organisation', async () => {
    const member = await createUser(server.app, org.adminCookie, org.orgId);
    const editor = await memberWith(server.app, org.adminCookie, org.orgId, [accessApp(roles.editAll)]);
    const refused = await putAccess(member.user.id, [formsApp('dynamic-form:create_new')], editor.cookie);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(m.noAssignPermission);
    const other = await newOrg(server.app, masterCookie);
    const elsewhere = await putAccess(member.user.id, [], other.adminCookie);
    expect(elsewhere.statusCode).toBe(404);
    expect((await stored(member.user.id))?.access).toEqual([]);
  });
});

describe('archiving and restoring', () => {
  it('archives: the user is signed out at once and cannot sign in; restore lets them back', async () => {
    const member = await memberWith(server.app, org.adminCookie, org.orgId, []);
    const tab = await open(member.cookie);
    const archived = await archive(member.user.id);
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toEqual({ message: m.archived });
    // Archived is not blocked: the tab is told which, and shows the archived dialog.
    expect(await tab.next('account.archived')).toEqual({ type: 'account.archived' });
    expect(tab.events).not.toContainEqual({ type: 'account.blocked' });
    expect(await meStatus(member.cookie)).toBe(401);
    expect((await signIn(server.app, org.orgId, member.email)).statusCode).toBe(403);
    expect(await stored(member.user.id)).toMatchObject({ is_archived: true, archived_at: expect.anything() });

    const restored = await restore(member.user.id);
    expect(restored.json()).toEqual({ message: m.restored });
    expect(await stored(member.user.id)).toMatchObject({ is_archived: false, archived_at: null });
    const again = await signIn(server.app, org.orgId, member.email);
    expect(again.statusCode).toBe(200);
    expect(await meStatus(sessionCookie(again))).toBe(200);
  });

  it('refuses archiving oneself and the first admin, and restoring the first admin', async () => {
    const self = await archive(await firstAdminId());
    expect(self.statusCode).toBe(400);
    expect(errorOf(self).message).toBe(m.cannotArchiveSelf);

    const secondAdmin = await memberWith(server.app, org.adminCookie, org.orgId, []);
    await promoteToAdmin(secondAdmin.user.id);
    const first = await archive(await firstAdminId(), secondAdmin.cookie);
    expect(first.statusCode).toBe(403);
    expect(errorOf(first).message).toBe(m.firstAdminProtected);
    const restoreFirst = await restore(await firstAdminId(), secondAdmin.cookie);
    expect(restoreFirst.statusCode).toBe(403);
    expect(errorOf(restoreFirst).message).toBe(m.firstAdminProtected);
    expect((await stored(await firstAdminId()))?.is_archived).toBe(false);
  });

  it('needs manage-user:edit_all and a user of the same organisation', async () => {
    const member = await createUser(server.app, org.adminCookie, org.orgId);
    const assigner = await memberWith(server.app, org.adminCookie, org.orgId, [accessApp(roles.assign)]);
    for (const response of [
      await archive(member.user.id, assigner.cookie),
      await restore(member.user.id, assigner.cookie),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).message).toBe(m.noEditPermission);
    }
    const other = await newOrg(server.app, masterCookie);
    expect((await archive(member.user.id, other.adminCookie)).statusCode).toBe(404);
    expect((await restore(member.user.id, other.adminCookie)).statusCode).toBe(404);
    expect((await stored(member.user.id))?.is_archived).toBe(false);
  });
});

describe('the license gate', () => {
  it('refuses edits, access, archive and restore to non-admins once expired; org admins pass', async () => {
    const licensed = await newOrg(server.app, masterCookie);
    const manager = await memberWith(server.app, licensed.adminCookie, licensed.orgId, [
      accessApp(roles.editAll, roles.assign),
    ]);
    const member = await createUser(server.app, licensed.adminCookie, licensed.orgId);
    await server.ctx.db.execute(
      sql`insert into licenses (org_id, start_date, duration_value, duration_unit, end_date, storage_limit, storage_unit)
          values (${licensed.orgId}, '2020-01-01', 1, 'years', '2021-01-01', 10, 'GB')`,
    );
    const attempts = [
      await patch(member.user.id, infoOf(member, { name: 'Late Change' }), manager.cookie),
      await putAccess(member.user.id, [formsApp('dynamic-form:create_new')], manager.cookie),
      await archive(member.user.id, manager.cookie),
      await restore(member.user.id, manager.cookie),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).message).toBe(licenseMessages.expiredContactAdmin);
    }
    expect(await stored(member.user.id)).toMatchObject({
      name: member.body.name,
      access: [],
      is_archived: false,
    });
    const byAdmin = await patch(
      member.user.id,
      infoOf(member, { name: 'Admin Change' }),
      licensed.adminCookie,
    );
    expect(byAdmin.statusCode).toBe(200);
    expect((await archive(member.user.id, licensed.adminCookie)).statusCode).toBe(200);
  });
});
