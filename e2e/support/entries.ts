import type { APIRequestContext, APIResponse } from '@playwright/test';

/** Set-up of the data-entry journeys through the HTTP API, signed in as the org admin. */

type Principals = { users?: string[]; groups?: string[] };

async function expectOk<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: HTTP ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

let sequence = 0;

/** An 8-character field id, as the builder generates them. */
export function newFieldId(prefix: string): string {
  sequence += 1;
  return `${prefix}${sequence}${Math.random().toString(36).slice(2)}`
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 8)
    .padEnd(8, '0');
}

export interface FormWithFields {
  name: string;
  fieldConfig: Array<Record<string, unknown>>;
  formDataAccess?: Record<string, Principals>;
}

export async function createFormWithFields(api: APIRequestContext, form: FormWithFields): Promise<string> {
  const created = await expectOk<{ form: { id: string } }>(
    await api.post('/api/forms', { data: { formDataAccess: {}, ...form } }),
    `Create form ${form.name}`,
  );
  return created.form.id;
}

export async function createEntry(
  api: APIRequestContext,
  formId: string,
  data: Record<string, unknown>,
): Promise<string> {
  const created = await expectOk<{ entry: { id: string } }>(
    await api.post(`/api/forms/${formId}/entries`, { data: { data } }),
    'Create entry',
  );
  return created.entry.id;
}

export interface ListedEntry {
  id: string;
  data: Record<string, unknown>;
}

/** The newest live entries of a form, as the given client may see them. */
export async function listEntries(api: APIRequestContext, formId: string): Promise<ListedEntry[]> {
  const listed = await expectOk<{ entries: ListedEntry[] }>(
    await api.get(`/api/forms/${formId}/entries?pageSize=50`),
    'List entries',
  );
  return listed.entries;
}
