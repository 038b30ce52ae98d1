import type { AccessEntry } from '@atrium/domain/access/access.schemas.ts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../src/app-context.ts';
import { orgWithAdmin } from './fixtures.ts';
import { countOf, rowsOf } from './sql.ts';
import { call, type Response } from './test-app.ts';
import { insertOrgUser, signInOrgUser } from './users.ts';

export interface GroupsOrg {
  orgId: string;
  adminId: string;
  adminCookie: string;
}

/** A new organisation, its first admin signed in. */
export async function groupsOrg(app: FastifyInstance, masterCookie: string): Promise<GroupsOrg> {
  const { orgId, adminCookie } = await orgWithAdmin(app, masterCookie);
  const me = await call(app, 'GET', '/api/me', { cookie: adminCookie });
  return { orgId, adminCookie, adminId: (me.json() as { user: { id: string } }).user.id };
}

export const ACCESS_APP: AccessEntry[] = [{ app: 'access-management', role: [] }];

/** A member of the organisation with the given access, signed in; optionally blocked or archived afterwards. */
export async function member(
  app: FastifyInstance,
  ctx: AppContext,
  orgId: string,
  options: { access?: AccessEntry[]; state?: 'active' | 'blocked' | 'archived' } = {},
): Promise<{ id: string; cookie: string }> {
  const user = await insertOrgUser(ctx, orgId);
  await ctx.db.execute(
    sql`update users set access = ${JSON.stringify(options.access ?? [])}::jsonb where id = ${user.id}`,
  );
  const cookie = await signInOrgUser(app, user);
  if (options.state === 'blocked')
    await ctx.db.execute(sql`update users set is_blocked = true where id = ${user.id}`);
  if (options.state === 'archived') {
    await ctx.db.execute(sql`update users set is_archived = true, archived_at = now() where id = ${user.id}`);
  }
  return { id: user.id, cookie };
}

/** An expired license: the gate then refuses non-admins. */
export async function expireLicense(ctx: AppContext, orgId: string): Promise<void> {
  await ctx.db.execute(
    sql`insert into licenses (org_id, start_date, duration_value, duration_unit, end_date, storage_limit, storage_unit)
        values (${orgId}, '2020-01-01', 1, 'years', '2021-01-01', 10, 'GB')`,
  );
}

export interface GroupRow {
  id: string;
  name: string;
  description: string;
  users: string[];
  is_trashed: boolean;
  is_active: boolean;
  is_default: boolean;
}

/** The organisation's user groups as stored, by name. */
export function storedGroups(ctx: AppContext, orgId: string): Promise<GroupRow[]> {
  return rowsOf<GroupRow>(
    ctx.db,
    sql`select id, name, description, users::text[] as users, is_trashed, is_active, is_default
        from user_groups where org_id = ${orgId} order by lower(name)`,
  );
}

export async function adminGroupUsers(ctx: AppContext, orgId: string): Promise<string[]> {
  const [row] = await rowsOf<{ users: string[] }>(
    ctx.db,
    sql`select users::text[] as users from admin_user_groups where org_id = ${orgId}`,
  );
  return row?.users ?? [];
}

export const groupCount = (ctx: AppContext, orgId: string) =>
  countOf(ctx.db, sql`select count(*)::int as n from user_groups where org_id = ${orgId}`);

/** A small API client for one signed-in user. */
export function groupsApi(app: FastifyInstance, cookie: string) {
  return {
    list: (query = '') => call(app, 'GET', `/api/user-groups${query}`, { cookie }),
    create: (body: unknown) => call(app, 'POST', '/api/user-groups', { cookie, body }),
    update: (id: string, body: unknown) => call(app, 'PATCH', `/api/user-groups/${id}`, { cookie, body }),
    trash: (id: string) => call(app, 'POST', `/api/user-groups/${id}/trash`, { cookie }),
    restore: (id: string) => call(app, 'POST', `/api/user-groups/${id}/restore`, { cookie }),
    remove: (id: string) => call(app, 'DELETE', `/api/user-groups/${id}`, { cookie }),
    bulkRestore: (ids: string[]) =>
      call(app, 'POST', '/api/user-groups/bulk-restore', { cookie, body: { ids } }),
    bulkDelete: (ids: string[]) =>
      call(app, 'POST', '/api/user-groups/bulk-delete', { cookie, body: { ids } }),
  };
}

export type GroupsApi = ReturnType<typeof groupsApi>;

/** Creates a group through the API and returns its id (the test fails loudly if it cannot). */
export async function createdGroup(
  api: GroupsApi,
  body: { name: string; description?: string; users: string[] },
): Promise<string> {
  const response: Response = await api.create({ description: 'A group', ...body });
  if (response.statusCode !== 201)
    throw new Error(`group not created: ${response.statusCode} ${response.body}`);
  return (response.json() as { group: { id: string } }).group.id;
}
