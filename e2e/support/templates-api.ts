import type { APIRequestContext, APIResponse, PlaywrightWorkerArgs, TestInfo } from '@playwright/test';
import {
  baseUrlOf,
  createCreator,
  masterApi,
  type SeededCreator,
  signInAsCreator,
  uniqueToken,
} from './api.ts';

/**
 * Templates made and released through the HTTP API, the way a creator makes them: a template with forms,
 * published (version 1 enters its history), entries on its forms, a version released from the history with
 * sample rows, and a draft released as the next version. Works on any database the server runs on.
 */

async function expectOk<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: HTTP ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

export interface TemplateField {
  id: string;
  label: string;
  type?: string;
  required?: boolean;
  isTrashed?: boolean;
  /** Custom values or a foreign key, as the field configuration holds them. */
  options?: unknown;
}

/** A fresh 8-character field id, as the builder generates them. */
export const templateFieldId = () =>
  uniqueToken()
    .replace(/[^a-z0-9]/gi, '')
    .slice(-8)
    .padStart(8, 'f');

/** A field of the given label (text unless told), with a fresh id. */
export const templateField = (label: string, options: Omit<TemplateField, 'id' | 'label'> = {}) => ({
  id: templateFieldId(),
  label,
  ...options,
});

const fieldConfig = (field: TemplateField) => ({ type: 'text', required: false, ...field });

export interface CreatorSession {
  creator: SeededCreator;
  /** An API client signed in as the creator; dispose it when done. */
  api: APIRequestContext;
}

/** The master admin creates a creator; the returned client is signed in as that creator. */
export async function newCreatorSession(
  playwright: PlaywrightWorkerArgs['playwright'],
  testInfo: TestInfo,
  name = 'Cora Creator',
): Promise<CreatorSession> {
  const baseURL = baseUrlOf(testInfo);
  const master = await masterApi(playwright, baseURL);
  try {
    const creator = await createCreator(master, name);
    const api = await playwright.request.newContext({ baseURL });
    await signInAsCreator(api, creator);
    return { creator, api };
  } finally {
    await master.dispose();
  }
}

/** Creator Portal Save Draft of a new template: a draft at version 1. */
export async function createTemplate(
  api: APIRequestContext,
  input: { name: string; description?: string },
): Promise<string> {
  const { template } = await expectOk<{ template: { id: string } }>(
    await api.post('/api/templates', { data: { description: '', ...input } }),
    'Create template',
  );
  return template.id;
}

/** Add Form to Template: a template form (version 1) with the given fields. */
export async function addTemplateForm(
  api: APIRequestContext,
  templateId: string,
  form: { name: string; fields: TemplateField[] },
): Promise<string> {
  const added = await expectOk<{ form: { id: string } }>(
    await api.post(`/api/templates/${templateId}/forms`, {
      data: { name: form.name, fieldConfig: form.fields.map(fieldConfig) },
    }),
    `Add form ${form.name} to template`,
  );
  return added.form.id;
}

/** Publish Template: published, and version 1 in its history (not yet released to organisations). */
export async function publishTemplate(api: APIRequestContext, templateId: string): Promise<void> {
  await expectOk(await api.post(`/api/templates/${templateId}/publish`), 'Publish template');
}

/** An entry on a template form, values keyed by field id; returns its id. */
export async function addTemplateEntry(
  api: APIRequestContext,
  templateId: string,
  formId: string,
  data: Record<string, unknown>,
): Promise<string> {
  const { entry } = await expectOk<{ entry: { id: string } }>(
    await api.post(`/api/template-data/${templateId}/${formId}/entries`, { data: { data } }),
    'Add template entry',
  );
  return entry.id;
}

/** Release of a version from Version History, with sample entry ids per template form id. */
export async function releaseHistoryVersion(
  api: APIRequestContext,
  templateId: string,
  version: number,
  options: { sampleEntryIds?: Record<string, string[]>; fieldDecision?: 'as-is' | 'restore' | 'import' } = {},
): Promise<void> {
  await expectOk(
    await api.post(`/api/templates/${templateId}/versions/${version}/release`, { data: options }),
    `Release version ${version}`,
  );
}

/** Create Draft from a published template: a draft copy at the next version. */
export async function createTemplateDraft(api: APIRequestContext, templateId: string): Promise<void> {
  await expectOk(await api.post(`/api/templates/${templateId}/create-draft`), 'Create draft');
}

/** Configure Fields save on a draft: the form's new field list, kept in the draft until it is released. */
export async function saveDraftFields(
  api: APIRequestContext,
  templateId: string,
  formId: string,
  fields: TemplateField[],
): Promise<void> {
  await expectOk(
    await api.put(`/api/templates/${templateId}/forms/${formId}/fields`, {
      data: { fields: fields.map(fieldConfig) },
    }),
    'Save draft fields',
  );
}

/** Release Draft as New Version, with the change text organisations read. */
export async function releaseDraft(
  api: APIRequestContext,
  templateId: string,
  changes: string,
): Promise<void> {
  await expectOk(
    await api.post(`/api/templates/${templateId}/release`, { data: { mode: 'create-new', changes } }),
    'Release draft',
  );
}

export interface SeededTemplate {
  id: string;
  name: string;
  forms: Array<{ id: string; name: string; fields: TemplateField[] }>;
}

/** A template with the given forms, published, so version 1 sits in its history ready to release. */
export async function seedPublishedTemplate(
  api: APIRequestContext,
  input: { name: string; description?: string; forms: Array<{ name: string; fields: TemplateField[] }> },
): Promise<SeededTemplate> {
  const id = await createTemplate(api, { name: input.name, description: input.description ?? '' });
  const forms: SeededTemplate['forms'] = [];
  for (const form of input.forms) forms.push({ ...form, id: await addTemplateForm(api, id, form) });
  await publishTemplate(api, id);
  return { id, name: input.name, forms };
}

export interface TemplateFormFields {
  id: string;
  name: string;
  fields: Array<{ id: string; label: string; isTrashed: boolean }>;
}

/** The template's forms with their field lists (the draft's where it changed them). */
export async function templateFormsOf(
  api: APIRequestContext,
  templateId: string,
): Promise<TemplateFormFields[]> {
  const found = await expectOk<{
    template: { forms: Array<{ id: string; name: string }> };
    fieldConfigs: Record<string, TemplateFormFields['fields']>;
  }>(await api.get(`/api/templates/${templateId}`), 'Read template');
  return found.template.forms.map((form) => ({ ...form, fields: found.fieldConfigs[form.id] ?? [] }));
}

/** Bulk import of rows into a template form, each keyed by field id or label; returns how many arrived. */
export async function importTemplateRows(
  api: APIRequestContext,
  templateId: string,
  formId: string,
  rows: Array<Record<string, unknown>>,
): Promise<number> {
  const result = await expectOk<{ imported: number }>(
    await api.post(`/api/template-data/${templateId}/${formId}/entries/import`, { data: { rows } }),
    'Import template rows',
  );
  return result.imported;
}

/** An organisation admin imports the released template from the library as a new form group. */
export async function importFromLibrary(
  admin: APIRequestContext,
  templateId: string,
  name: string,
): Promise<string> {
  const imported = await expectOk<{ formGroupId: string }>(
    await admin.post(`/api/template-library/${templateId}/import`, { data: { name } }),
    'Import template from the library',
  );
  return imported.formGroupId;
}

/** How many live entries each form of an organisation's form group holds, by form name. */
export async function entryCountsOf(admin: APIRequestContext, formGroupId: string) {
  const { group } = await expectOk<{ group: { forms: Array<{ formId: string; formName: string }> } }>(
    await admin.get(`/api/form-groups/${formGroupId}`),
    'Read form group',
  );
  const counts: Record<string, number> = {};
  for (const form of group.forms) {
    const listed = await expectOk<{ total: number }>(
      await admin.get(`/api/forms/${form.formId}/entries`),
      'List entries',
    );
    counts[form.formName] = listed.total;
  }
  return counts;
}
