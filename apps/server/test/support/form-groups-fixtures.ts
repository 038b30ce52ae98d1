import type { Principals } from '@atrium/domain/fields/field-config.schemas.ts';
import type { FormGroup, SaveFormGroupInput } from '@atrium/domain/form-groups/form-groups.schemas.ts';
import {
  EMPTY_DATA_ACCESS,
  type FormDataAccess,
  type FormUsability,
  formUsabilitySchema,
} from '@atrium/domain/forms/forms.schemas.ts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../src/app-context.ts';
import { createdForm, formsAccess, formsApi, formsMember, textField } from './forms-api.ts';
import { rowsOf } from './sql.ts';
import { call, type Response } from './test-app.ts';

export const CREATE_GROUP = 'dynamic-form:create_form_group';
export const MANAGE_GROUPS = 'dynamic-form:manage_form_groups';

export interface FormOptions {
  name?: string;
  owner?: string | null;
  formDataAccess?: Partial<FormDataAccess>;
  formUsabilitySettings?: Partial<FormUsability>;
  fieldCount?: number;
  trashed?: boolean;
}

let formCounter = 0;

/**
 * A form made through the forms API by someone who may (an admin), trashed afterwards when asked. Like any
 * new form it also lands in the Default group, shown there to the people its access configuration names.
 */
export async function createForm(app: FastifyInstance, cookie: string, options: FormOptions = {}) {
  formCounter += 1;
  const api = formsApi(app, cookie);
  const form = await createdForm(api, {
    name: options.name ?? `Form ${formCounter}`,
    owner: options.owner ?? null,
    formDataAccess: { ...EMPTY_DATA_ACCESS, ...options.formDataAccess },
    formUsabilitySettings: { ...formUsabilitySchema.parse({}), ...options.formUsabilitySettings },
    fieldConfig: Array.from({ length: options.fieldCount ?? 1 }, () => textField()),
  });
  if (options.trashed) await trashForm(app, cookie, form.id);
  return { id: form.id, name: form.name };
}

export async function trashForm(app: FastifyInstance, cookie: string, formId: string): Promise<void> {
  const response = await formsApi(app, cookie).trash(formId);
  if (response.statusCode !== 200)
    throw new Error(`form not trashed: ${response.statusCode} ${response.body}`);
}

/** A signed-in member holding the given form-management roles. */
export function memberWithRoles(app: FastifyInstance, ctx: AppContext, orgId: string, ...roles: string[]) {
  return formsMember(app, ctx, orgId, { access: formsAccess(...roles) });
}

export function formGroupsApi(app: FastifyInstance, cookie: string) {
  return {
    list: (query = '') => call(app, 'GET', `/api/form-groups${query}`, { cookie }),
    get: (id: string) => call(app, 'GET', `/api/form-groups/${id}`, { cookie }),
    create: (body: unknown) => call(app, 'POST', '/api/form-groups', { cookie, body }),
    update: (id: string, body: unknown) => call(app, 'PUT', `/api/form-groups/${id}`, { cookie, body }),
    trash: (id: string) => call(app, 'POST', `/api/form-groups/${id}/trash`, { cookie }),
    restore: (id: string) => call(app, 'POST', `/api/form-groups/${id}/restore`, { cookie }),
    remove: (id: string) => call(app, 'DELETE', `/api/form-groups/${id}`, { cookie }),
    bulkRestore: (ids: string[]) =>
      call(app, 'POST', '/api/form-groups/bulk-restore', { cookie, body: { ids } }),
    bulkDelete: (ids: string[]) =>
      call(app, 'POST', '/api/form-groups/bulk-delete', { cookie, body: { ids } }),
    dataGroups: (query = '') => call(app, 'GET', `/api/data-management/groups${query}`, { cookie }),
    dataGroupForms: (id: string, query = '') =>
      call(app, 'GET', `/api/data-management/groups/${id}/forms${query}`, { cookie }),
  };
}
export type FormGroupsApi = ReturnType<typeof formGroupsApi>;

/** One form shown to the given people. */
export const shownTo = (formId: string, people: Partial<Principals>) => ({
  formId,
  users: people.users ?? [],
  groups: people.groups ?? [],
});

/** Creates a group through the API; the test fails loudly if it cannot. */
export async function createdFormGroup(api: FormGroupsApi, body: SaveFormGroupInput): Promise<FormGroup> {
  const response: Response = await api.create(body);
  if (response.statusCode !== 201) {
    throw new Error(`form group not created: ${response.statusCode} ${response.body}`);
  }
  return (response.json() as { group: FormGroup }).group;
}

export interface StoredFormGroup {
  id: string;
  name: string;
  forms: string[];
  form_visibility: Record<string, Principals>;
  group_visibility: Principals;
  is_trashed: boolean;
  created_by: string | null;
  updated_by: string | null;
}

export async function storedFormGroups(ctx: AppContext, orgId: string): Promise<StoredFormGroup[]> {
  return rowsOf<StoredFormGroup>(
    ctx.db,
    sql`select id, name, forms, form_visibility, group_visibility, is_trashed, created_by, updated_by
        from form_groups where org_id = ${orgId} order by lower(name)`,
  );
}

export async function defaultGroupId(ctx: AppContext, orgId: string): Promise<string> {
  const [row] = await rowsOf<{ id: string }>(
    ctx.db,
    sql`select id from form_groups where org_id = ${orgId} and is_default`,
  );
  if (!row) throw new Error('no Default form group');
  return row.id;
}
