import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import { licenseMessages } from '@atrium/domain/licenses/licenses.messages.ts';
import { userMessages as m } from '@atrium/domain/users/users.messages.ts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInMaster } from './support/fixtures.ts';
import { countOf, rowsOf } from './support/sql.ts';
import { call, errorOf, setUpServer } from './support/test-app.ts';
import { insertOrgUser, signInOrgUser } from './support/users.ts';
import {
  accessApp,
  createUser,
  formsApp,
  memberWith,
  newOrg,
  newUserBody,
  roles,
  signIn,
} from './support/users-api.ts';

let server: Awaited<ReturnType<typeof setUpServer>>;
let masterCookie: string;
let org: Awaited<ReturnType<typeof newOrg>>;

beforeAll(async () => {
  server = await setUpServer();
  masterCookie = await signInMaster(server.app);
  org = await newOrg(server.app, masterCookie);
  // An app the master admin has taken out of assignment.
  await server.ctx.db.execute(
    sql`insert into apps (app_name, available_access, is_active_for_assignment)
        values ('retired-app', '[{"meta":"retired:use","name":"Use","conflict":[]}]'::jsonb, false)`,
  );
});
afterAll(() => server?.tearDown());

const post = (body: unknown, cookie = org.adminCookie) =>
  call(server.app, 'POST', '/api/users', { cookie, body });
const userCount = (orgId = org.orgId) =>
  countOf(server.ctx.db, sql`select count(*)::int as n from users where org_id = ${orgId}`);

describe('creating a user', () => {
  it('creates the user with their access, in the Default group, able to sign in', async () => {
    const body = newUserBody({ access: [formsApp('dynamic-form:create_new'), accessApp(roles.editAll)] });
    const response = await post(body);
    expect(response.statusCode).toBe(201);
    const { user, message } = response.json();
    expect(message).toBe(m.created);
    expect(user).toMatchObject({
      name: body.name,
      username: body.username,
      email: body.email,
      phoneNumber: body.phoneNumber,
      access: body.access,
      isBlocked: false,
      isArchived: false,
      isFirstAdmin: false,
      isOrgAdmin: false,
    });
    expect(user).not.toHaveProperty('passwordHash');

    const [group] = await rowsOf<{ member: boolean }>(
      server.ctx.db,
      sql`select ${user.id}::uuid = any(users) as member from user_groups
          where org_id = ${org.orgId} and is_default`,
    );
    expect(group?.member).toBe(true);

    const signedIn = await signIn(server.app, org.orgId, body.email);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user).toMatchObject({ id: user.id, access: body.access, isOrgAdmin: false });
  });

  it('creates a user without any app', async () => {
    const response = await post(newUserBody());
    expect(response.statusCode).toBe(201);
    expect(response.json().user.access).toEqual([]);
  });

  it('checks the details with the spec messages and creates nothing', async () => {
    const before = await userCount();
    const response = await post({
      name: 'Al',
      username: 'a b',
      email: 'nope',
      phoneNumber: '12345',
      password: 'short',
      confirmPassword: 'other',
      access: [],
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toMatchObject({
      name: m.nameTooShort,
      username: m.usernameInvalid,
      email: m.emailInvalid,
      phoneNumber: m.phoneInvalid,
      password: m.passwordTooShort,
    });
    const empty = await post(newUserBody({ username: '', email: '', phoneNumber: '' }));
    expect(errorOf(empty).fields).toMatchObject({
      username: m.usernameRequired,
      email: m.emailRequired,
      phoneNumber: m.phoneRequired,
    });
    const mismatch = await post(newUserBody({ confirmPassword: 'different-1' }));
    expect(errorOf(mismatch).fields).toEqual({ confirmPassword: m.passwordsDiffer });
    expect(await userCount()).toBe(before);
  });
});

describe('uniqueness', () => {
  it('refuses a username, email or phone another user holds, in any letter case', async () => {
    const existing = await createUser(server.app, org.adminCookie, org.orgId);
    const before = await userCount();
    const cases = [
      [{ username: existing.body.username.toUpperCase() }, 'username', m.usernameTaken],
      [{ email: existing.email.toUpperCase() }, 'email', m.emailTaken],
      [{ phoneNumber: existing.body.phoneNumber }, 'phoneNumber', m.phoneTaken],
    ] as const;
    for (const [overrides, field, message] of cases) {
      const response = await post(newUserBody(overrides));
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toEqual({ code: 'conflict', message, fields: { [field]: message } });
    }
    const all = await post(
      newUserBody({
        username: existing.body.username,
        email: existing.email,
        phoneNumber: existing.body.phoneNumber,
      }),
    );
    expect(errorOf(all).fields).toEqual({
      username: m.usernameTaken,
      email: m.emailTaken,
      phoneNumber: m.phoneTaken,
    });
    expect(await userCount()).toBe(before);
  });

  it('keeps usernames and phones per organisation, emails across every account', async () => {
    const other = await newOrg(server.app, masterCookie);
    const theirs = await createUser(server.app, other.adminCookie, other.orgId);
    const sameNameAndPhone = await post(
      newUserBody({ username: theirs.body.username, phoneNumber: theirs.body.phoneNumber }),
    );
    expect(sameNameAndPhone.statusCode).toBe(201);
    for (const email of [theirs.email, 'master@atrium.test', other.adminEmail]) {
      const response = await post(newUserBody({ email }));
      expect(errorOf(response).fields).toEqual({ email: m.emailTaken });
    }
  });

  it('lets only one of two simultaneous requests take a username', async () => {
    const username = `same_${Date.now().toString(36)}`;
    const answers = await Promise.all([
      post(newUserBody({ username })),
      post(newUserBody({ username: username.toUpperCase() })),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused && errorOf(refused)).toEqual({
      code: 'conflict',
      message: m.usernameTaken,
      fields: { username: m.usernameTaken },
    });
    const count = await countOf(
      server.ctx.db,
      sql`select count(*)::int as n from users where lower(username) = lower(${username})`,
    );
    expect(count).toBe(1);
  });

  it('lets only one of two simultaneous requests take an email or a phone', async () => {
    const email = `race-${Date.now().toString(36)}@example.com`;
    const emailRace = await Promise.all([post(newUserBody({ email })), post(newUserBody({ email }))]);
    expect(emailRace.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const phone = '8123456789';
    const phoneRace = await Promise.all([
      post(newUserBody({ phoneNumber: phone })),
      post(newUserBody({ phoneNumber: phone })),
    ]);
    expect(phoneRace.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const loser = phoneRace.find((a) => a.statusCode === 409);
    expect(loser && errorOf(loser).fields).toEqual({ phoneNumber: m.phoneTaken });
  });
});

describe('app access on creation', () => {
  const refusals = [
    ['an app without roles', [formsApp()], m.rolesRequired('Form Management')],
    ['an unknown role', [formsApp('dynamic-form:fly')], m.unknownRole('dynamic-form:fly', 'Form Management')],
    [
      'conflicting roles',
      [{ app: 'expense-management', role: ['bank-transfer:view_all', 'bank-transfer:view_self'] }],
      m.rolesConflict('bank-transfer:view_all', 'bank-transfer:view_self'),
    ],
    [
      'an app not active for assignment',
      [{ app: 'retired-app', role: ['retired:use'] }],
      m.appNotAssignable('retired-app'),
    ],
    ['an app that does not exist', [{ app: 'no-such-app', role: ['x'] }], m.appNotAssignable('no-such-app')],
    [
      'the same app twice',
      [formsApp('dynamic-form:create_new'), formsApp('dynamic-form:manage_forms')],
      m.appNotAssignable('form-management'),
    ],
    ['storage without folders', [{ app: 'storage', role: [], folders: [] }], m.foldersRequired],
    [
      'a storage folder without roles',
      [{ app: 'storage', role: [], folders: [{ folder_name: 'Bills', folder_drive_id: 'f1', roles: [] }] }],
      m.folderRolesRequired('Bills'),
    ],
    [
      'conflicting folder roles',
      [
        {
          app: 'storage',
          role: [],
          folders: [
            {
              folder_name: 'Bills',
              folder_drive_id: 'f1',
              roles: ['view_bills:view_all', 'view_bills:view_self'],
            },
          ],
        },
      ],
      m.rolesConflict('view_bills:view_all', 'view_bills:view_self'),
    ],
  ] as const;

  for (const [what, access, message] of refusals) {
    it(`refuses ${what} and creates nothing`, async () => {
      const before = await userCount();
      const response = await post(newUserBody({ access }));
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({ code: 'validation', message });
      expect(await userCount()).toBe(before);
    });
  }

  it('assigns expense management with its roles, payee managers among them', async () => {
    const access = [
      {
        app: 'expense-management',
        role: ['bank-transfer:submit', 'bank-transfer:view_self', 'bank-transfer:manage_payees'],
      },
    ];
    const response = await post(newUserBody({ access }));
    expect(response.statusCode).toBe(201);
    expect(response.json().user.access).toEqual(access);
  });

  it('assigns data management, which offers no roles, without any', async () => {
    const access = [{ app: 'data-management', role: [] }];
    const response = await post(newUserBody({ access }));
    expect(response.statusCode).toBe(201);
    expect(response.json().user.access).toEqual(access);
  });

  it('accepts storage folders of the organisation with roles, named as the folder is', async () => {
    const created = await call(server.app, 'POST', '/api/storage/folders', {
      cookie: org.adminCookie,
      body: { basePath: 'bills', displayName: 'Bills', creationConfig: 'ym' },
    });
    const folderId = (created.json() as { folder: { id: string } }).folder.id;
    const access = (folder_drive_id: string) => [
      {
        app: 'storage',
        role: [],
        folders: [
          {
            folder_name: 'Named by the client',
            folder_drive_id,
            roles: ['view_bills:view_all', 'view_bills:edit_self'],
          },
        ],
      },
    ];
    const before = await userCount();
    const refused = await post(newUserBody({ access: access('f1') }));
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).message).toBe(m.unknownFolder);
    expect(await userCount()).toBe(before);
    const response = await post(newUserBody({ access: access(folderId) }));
    expect(response.statusCode).toBe(201);
    expect(response.json().user.access[0].folders).toEqual([
      {
        folder_name: 'Bills',
        folder_drive_id: folderId,
        roles: ['view_bills:view_all', 'view_bills:edit_self'],
      },
    ]);
  });
});

describe('who may create users', () => {
  it('refuses a member without manage-user:edit_all', async () => {
    const plain = await signInOrgUser(server.app, await insertOrgUser(server.ctx, org.orgId));
    const assigner = await memberWith(server.app, org.adminCookie, org.orgId, [accessApp(roles.assign)]);
    const before = await userCount();
    for (const cookie of [plain, assigner.cookie]) {
      const response = await post(newUserBody(), cookie);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toEqual({ code: 'forbidden', message: m.noCreatePermission });
    }
    expect(await userCount()).toBe(before);
  });

  it('lets manage-user:edit_all create, and assign access only with manage-user:assign_app_access', async () => {
    const editor = await memberWith(server.app, org.adminCookie, org.orgId, [accessApp(roles.editAll)]);
    const withAccess = await post(
      newUserBody({ access: [formsApp('dynamic-form:create_new')] }),
      editor.cookie,
    );
    expect(withAccess.statusCode).toBe(403);
    expect(errorOf(withAccess).message).toBe(m.noAssignPermission);
    const without = await post(newUserBody(), editor.cookie);
    expect(without.statusCode).toBe(201);

    const both = await memberWith(server.app, org.adminCookie, org.orgId, [
      accessApp(roles.editAll, roles.assign),
    ]);
    const assigned = await post(newUserBody({ access: [formsApp('dynamic-form:create_new')] }), both.cookie);
    expect(assigned.statusCode).toBe(201);
  });

  it('refuses sessions without an organisation and signed-out requests', async () => {
    const master = await post(newUserBody(), masterCookie);
    expect(master.statusCode).toBe(403);
    expect(errorOf(master).message).toBe(m.noListPermission);
    const anonymous = await post(newUserBody(), '');
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous).message).toBe(authMessages.sessionRequired);
  });

  it('refuses non-admins once the license has expired; the org admin keeps creating', async () => {
    const licensed = await newOrg(server.app, masterCookie);
    const editor = await memberWith(server.app, licensed.adminCookie, licensed.orgId, [
      accessApp(roles.editAll),
    ]);
    await server.ctx.db.execute(
      sql`insert into licenses (org_id, start_date, duration_value, duration_unit, end_date, storage_limit, storage_unit)
          values (${licensed.orgId}, '2020-01-01', 1, 'years', '2021-01-01', 10, 'GB')`,
    );
    const before = await userCount(licensed.orgId);
    const refused = await post(newUserBody(), editor.cookie);
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(licenseMessages.expiredContactAdmin);
    expect(await userCount(licensed.orgId)).toBe(before);
    const admin = await post(newUserBody(), licensed.adminCookie);
    expect(admin.statusCode).toBe(201);
  });
});
