import type { AccessEntry } from '@atrium/domain/access/access.schemas.ts';
import type { FieldConfigInput } from '@atrium/domain/fields/field-config.schemas.ts';
import type { Form, FormAccessConfigInput } from '@atrium/domain/forms/forms.schemas.ts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../src/app-context.ts';
import { orgWithAdmin } from './fixtures.ts';
import { rowsOf } from './sql.ts';
import { call, type Response } from './test-app.ts';
import { insertOrgUser, signInOrgUser } from './users.ts';

export const FORMS_APP = 'form-management';
export const formsAccess = (...role: string[]): AccessEntry[] => [{ app: FORMS_APP, role }];

export interface FormsOrg {
  orgId: string;
  adminId: string;
  adminCookie: string;
}

/** A new organisation, its first admin signed in. */
export async function formsOrg(app: FastifyInstance, masterCookie: string): Promise<FormsOrg> {
  const { orgId, adminCookie } = await orgWithAdmin(app, masterCookie);
  const me = await call(app, 'GET', '/api/me', { cookie: adminCookie });
  return { orgId, adminCookie, adminId: (me.json() as { user: { id: string } }).user.id };
}

/** A signed-in member with the given access; optionally blocked or archived afterwards. */
export async function formsMember(
  app: FastifyInstance,
  ctx: AppContext,
  orgId: string,
  options: { access?: AccessEntry[]; state?: 'active' | 'blocked' | 'archived' } = {},
): Promise<{ id: string; cookie: string }> {
  const user = await insertOrgUser(ctx, orgId);
  await ctx.db.execute(
    sql`update users set access = ${JSON.stringify(options.access ?? formsAccess())}::jsonb where id = ${user.id}`,
  );
  const cookie = await signInOrgUser(app, user);
  if (options.state === 'blocked')
    await ctx.db.execute(sql`update users set is_blocked = true where id = ${user.id}`);
  if (options.state === 'archived')
    await ctx.db.execute(sql`update users set is_archived = true, archived_at = now() where id = ${user.id}`);
  return { id: user.id, cookie };
}

/** A user group written straight to the database; trashed when asked. */
export async function insertUserGroup(
  ctx: AppContext,
  orgId: string,
  users: string[],
  options: { trashed?: boolean } = {},
): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(
    ctx.db,
    sql`insert into user_groups (org_id, name, users, is_trashed)
        values (${orgId}, ${`Group ${Math.random().toString(36).slice(2, 8)}`},
                array(select jsonb_array_elements_text(${JSON.stringify(users)}::jsonb))::uuid[],
                ${options.trashed ?? false})
        returning id`,
  );
  if (!row) throw new Error('the user group was not inserted');
  return row.id;
}

let fieldCounter = 0;
/** An 8-character field id, different on every call. */
export const fieldId = () => `f${(fieldCounter++).toString(36).padStart(7, '0')}`;

export const textField = (overrides: Partial<FieldConfigInput> = {}): FieldConfigInput => ({
  id: fieldId(),
  label: 'Full name',
  type: 'text',
  ...overrides,
});

export function newFormBody(
  overrides: Partial<FormAccessConfigInput> & {
    name?: string;
    fieldConfig?: FieldConfigInput[];
    formGroupId?: string | null;
  } = {},
) {
  return { name: `Form ${Math.random().toString(36).slice(2, 8)}`, fieldConfig: [textField()], ...overrides };
}

/** A small API client for one signed-in user. */
export function formsApi(app: FastifyInstance, cookie: string) {
  return {
    list: (query = '') => call(app, 'GET', `/api/forms${query}`, { cookie }),
    manage: (query = '') => call(app, 'GET', `/api/forms/manage${query}`, { cookie }),
    catalogue: () => call(app, 'GET', '/api/forms/catalogue', { cookie }),
    people: () => call(app, 'GET', '/api/forms/people', { cookie }),
    get: (id: string) => call(app, 'GET', `/api/forms/${id}`, { cookie }),
    create: (body: unknown) => call(app, 'POST', '/api/forms', { cookie, body }),
    updateFields: (id: string, body: unknown) =>
      call(app, 'PUT', `/api/forms/${id}/field-config`, { cookie, body }),
    updateAccess: (id: string, body: unknown) =>
      call(app, 'PUT', `/api/forms/${id}/access-config`, { cookie, body }),
    history: (id: string) => call(app, 'GET', `/api/forms/${id}/history`, { cookie }),
    trash: (id: string) => call(app, 'POST', `/api/forms/${id}/trash`, { cookie }),
    restore: (id: string) => call(app, 'POST', `/api/forms/${id}/restore`, { cookie }),
    remove: (id: string) => call(app, 'DELETE', `/api/forms/${id}`, { cookie }),
    bulkRestore: (ids: string[]) => call(app, 'POST', '/api/forms/bulk-restore', { cookie, body: { ids } }),
    bulkDelete: (ids: string[]) => call(app, 'POST', '/api/forms/bulk-delete', { cookie, body: { ids } }),
  };
}
export type FormsApi = ReturnType<typeof formsApi>;

/** Creates a form through the API and returns it (the test fails loudly if it cannot). */
export async function createdForm(
  api: FormsApi,
  body: Parameters<typeof newFormBody>[0] = {},
): Promise<Form> {
  const response: Response = await api.create(newFormBody(body));
  if (response.statusCode !== 201)
    throw new Error(`form not created: ${response.statusCode} ${response.body}`);
  return (response.json() as { form: Form }).form;
}

export interface StoredGroup {
  id: string;
  name: string;
  is_default: boolean;
  forms: string[];
  form_visibility: Record<string, { users: string[]; groups: string[] }>;
  group_visibility: { users: string[]; groups: string[] };
}

/** The organisation's form groups as stored. */
export function storedFormGroups(ctx: AppContext, orgId: string): Promise<StoredGroup[]> {
  return rowsOf<StoredGroup>(
    ctx.db,
    sql`select id, name, is_default, forms, form_visibility, group_visibility
        from form_groups where org_id = ${orgId} order by created_at`,
  );
}

/** A form group written straight to the database (the form-groups module has its own API). */
export async function insertFormGroup(
  ctx: AppContext,
  orgId: string,
  values: {
    name?: string;
    trashed?: boolean;
    forms?: string[];
    formVisibility?: Record<string, unknown>;
  } = {},
): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(
    ctx.db,
    sql`insert into form_groups (org_id, name, is_trashed, forms, form_visibility)
        values (${orgId}, ${values.name ?? `Group ${Math.random().toString(36).slice(2, 8)}`},
                ${values.trashed ?? false}, ${JSON.stringify(values.forms ?? [])}::jsonb,
                ${JSON.stringify(values.formVisibility ?? {})}::jsonb)
        returning id`,
  );
  if (!row) throw new Error('the form group was not inserted');
  return row.id;
}

export interface StoredForm {
  id: string;
  name: string;
  version: number;
  field_count: number;
  is_trashed: boolean;
  field_config: Array<{ id: string; label: string; isTrashed: boolean }>;
  owner: string | null;
}

export function storedForms(ctx: AppContext, orgId: string): Promise<StoredForm[]> {
  return rowsOf<StoredForm>(
    ctx.db,
    sql`select id, name, version, field_count, is_trashed, field_config, owner
        from forms where org_id = ${orgId} order by created_at, id`,
  );
}

export interface StoredHistory {
  form_id: string;
  version: number;
  change_type: string;
}

export function storedHistory(ctx: AppContext, orgId: string): Promise<StoredHistory[]> {
  return rowsOf<StoredHistory>(
    ctx.db,
    sql`select form_id, version, change_type from form_history where org_id = ${orgId} order by form_id, version`,
  );
}
