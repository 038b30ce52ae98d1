import { sql } from 'drizzle-orm';
import { createdForm, fieldId, formsApi, formsOrg } from './forms-api.ts';
import { importExportApi } from './import-export-api.ts';
import { countOf, rowsOf } from './sql.ts';
import type { setUpServer } from './test-app.ts';

type TestServer = Awaited<ReturnType<typeof setUpServer>>;

export const named = (...users: string[]) => ({ users, groups: [] });

/** A form of every importable kind in a new organisation, made by its admin; the import calls as that admin. */
export async function peopleForm(
  server: TestServer,
  masterCookie: string,
  extra: { formDataAccess?: Record<string, { users: string[]; groups: string[] }> } = {},
) {
  const org = await formsOrg(server.app, masterCookie);
  const f = {
    name: { id: fieldId(), label: 'Name', type: 'text' as const, required: true },
    age: { id: fieldId(), label: 'Age', type: 'number' as const },
    email: { id: fieldId(), label: 'Email', type: 'text' as const, uniqueWithoutCase: true },
    active: { id: fieldId(), label: 'Active', type: 'checkbox' as const },
    born: { id: fieldId(), label: 'Born', type: 'date' as const },
    tags: {
      id: fieldId(),
      label: 'Tags',
      type: 'multiselect' as const,
      options: { kind: 'custom' as const, values: ['red', 'green', 'blue'] },
    },
    meta: { id: fieldId(), label: 'Meta', type: 'json' as const },
  };
  const form = await createdForm(formsApi(server.app, org.adminCookie), {
    fieldConfig: Object.values(f),
    ...extra,
  });
  const mapping = Object.fromEntries(Object.values(f).map((field) => [field.label, field.id]));
  return { org, form, f, mapping, api: importExportApi(server.app, org.adminCookie, form.id) };
}

/** A form's entries as stored, oldest first. */
export const storedRows = (server: TestServer, formId: string) =>
  rowsOf<{ data: Record<string, unknown>; created_by_name: string }>(
    server.ctx.db,
    sql`select data, created_by_name from entries where form_id = ${formId} order by created_at, id`,
  );

export const countIn = (server: TestServer, formId: string) =>
  countOf(server.ctx.db, sql`select count(*)::int as n from entries where form_id = ${formId}`);
