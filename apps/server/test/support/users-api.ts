import type { AccessEntry } from '@atrium/domain/access/access.schemas.ts';
import type { UserSummary } from '@atrium/domain/users/users.schemas.ts';
import type { FastifyInstance } from 'fastify';
import { orgWithAdmin, unique } from './fixtures.ts';
import { call, sessionCookie } from './test-app.ts';

let phoneCounter = 0;
/** Ten digits, different on every call within a test file. */
export const uniquePhone = () =>
  `9${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneCounter++ % 1000).padStart(3, '0')}`;

export const USER_PASSWORD = 'member-password-1';

export function newUserBody(overrides: Record<string, unknown> = {}) {
  const tag = unique('m');
  return {
    name: 'Mira Member',
    username: `member_${tag}`,
    email: `member-${tag}@example.com`,
    phoneNumber: uniquePhone(),
    password: USER_PASSWORD,
    confirmPassword: USER_PASSWORD,
    access: [] as AccessEntry[],
    ...overrides,
  };
}

export interface CreatedUser {
  user: UserSummary;
  orgId: string;
  email: string;
  password: string;
  body: ReturnType<typeof newUserBody>;
}

/** Creates a user through the API as the given admin; throws with the answer when refused. */
export async function createUser(
  app: FastifyInstance,
  cookie: string,
  orgId: string,
  overrides: Record<string, unknown> = {},
): Promise<CreatedUser> {
  const body = newUserBody(overrides);
  const response = await call(app, 'POST', '/api/users', { cookie, body });
  if (response.statusCode !== 201)
    throw new Error(`user not created: ${response.statusCode} ${response.body}`);
  const { user } = response.json() as { user: UserSummary };
  return { user, orgId, email: body.email, password: body.password, body };
}

export async function signIn(app: FastifyInstance, orgId: string, email: string, password = USER_PASSWORD) {
  return call(app, 'POST', '/api/auth/login', { body: { orgId, email, password } });
}

/** A user created with this access who has signed in: their id and cookie. */
export async function memberWith(
  app: FastifyInstance,
  adminCookie: string,
  orgId: string,
  access: AccessEntry[],
) {
  const created = await createUser(app, adminCookie, orgId, { access });
  const cookie = sessionCookie(await signIn(app, orgId, created.email));
  return { ...created, cookie };
}

export const roles = {
  editAll: 'manage-user:edit_all',
  assign: 'manage-user:assign_app_access',
  controlAll: 'manage-app:control_all',
} as const;

export const accessApp = (...role: string[]): AccessEntry => ({ app: 'access-management', role });
export const formsApp = (...role: string[]): AccessEntry => ({ app: 'form-management', role });

export async function newOrg(app: FastifyInstance, masterCookie: string) {
  const { orgId, fields, adminCookie } = await orgWithAdmin(app, masterCookie);
  return { orgId, adminCookie, adminEmail: fields.adminEmail ?? '', adminPassword: fields.password ?? '' };
}

export async function listUsers(app: FastifyInstance, cookie: string, query = '') {
  return call(app, 'GET', `/api/users${query ? `?${query}` : ''}`, { cookie });
}
