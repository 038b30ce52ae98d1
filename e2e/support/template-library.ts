import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { uniqueToken } from './api.ts';

/**
 * Templates for the library journey, written straight to the database the server runs on (DATABASE_URL, a
 * PostgreSQL server): the creators' screens that make and release templates are not what this journey
 * checks, and a release must appear while the page is open. Rows are written as the forms kit writes them:
 * each template form with its version in form_history, the template pinning those versions.
 */

const EMPTY = { users: [], groups: [] };
const DATA_ACCESS = Object.fromEntries(
  [
    'create_data',
    'view_all_data',
    'view_self_data',
    'update_all_data',
    'update_self_data',
    'trash_all_data',
    'trash_self_data',
    'delete_all_data',
    'delete_self_data',
  ].map((key) => [key, EMPTY]),
);
const USABILITY = { formDataCreate: true, formDataRead: true, formDataUpdate: true, formDataDelete: true };
const VERSIONS = { dataVersionEnabled: false, versionTrashCleanupDuration: 30 };

export interface SeedField {
  id: string;
  label: string;
  type?: string;
  required?: boolean;
}

const fieldConfig = (field: SeedField) => ({
  id: field.id,
  label: field.label,
  type: field.type ?? 'text',
  strictReadOnly: false,
  isTrashed: false,
  userLock: false,
  viewAccess: EMPTY,
  editAccess: EMPTY,
  allowCopyValue: false,
  columns: [],
  required: field.required ?? false,
  placeholder: '',
  helpText: '',
  defaultValue: null,
  inputValidation: false,
  regex: '',
  invalidInputMessage: '',
  uniqueWithCase: false,
  uniqueWithoutCase: false,
  options: null,
  multiple: false,
  accept: [],
  maxFileSizeMB: null,
  maxFiles: null,
  allowCamera: false,
  addMetaData: false,
  metaDataFields: [],
});

/** A fresh 8-character field id. */
export const seedFieldId = () =>
  uniqueToken()
    .replace(/[^a-z0-9]/gi, '')
    .slice(-8)
    .padStart(8, 'f');

export const libraryDatabaseUrl = () => process.env.DATABASE_URL;

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: libraryDatabaseUrl() });
  await client.connect();
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.end();
  }
}

async function writeFormVersion(
  client: pg.Client,
  form: { id: string; name: string; version: number; fields: SeedField[]; templateId: string },
) {
  const fields = JSON.stringify(form.fields.map(fieldConfig));
  await client.query(
    `insert into forms (org_id, id, name, form_data_access, form_usability_settings, data_version_settings,
       field_config, field_count, version, template_id, is_template_form)
     values ('creator', $1, $2, $3, $4, $5, $6, $7, $8, $9, true)
     on conflict (org_id, id) do update set name = excluded.name, field_config = excluded.field_config,
       field_count = excluded.field_count, version = excluded.version, updated_at = now()`,
    [
      form.id,
      form.name,
      JSON.stringify(DATA_ACCESS),
      JSON.stringify(USABILITY),
      JSON.stringify(VERSIONS),
      fields,
      form.fields.length,
      form.version,
      form.templateId,
    ],
  );
  const snapshot = { name: form.name, fieldConfig: JSON.parse(fields), access: {} };
  await client.query(
    `insert into form_history (org_id, form_id, version, change_type, snapshot, updated_by_name)
     values ('creator', $1, $2, $3, $4, 'Cora Creator')`,
    [
      form.id,
      form.version,
      form.version === 1 ? 'initial_creation' : 'field_config',
      JSON.stringify(snapshot),
    ],
  );
}

export interface SeededTemplate {
  id: string;
  name: string;
  forms: Array<{ id: string; name: string; fields: SeedField[] }>;
}

/** A published template released as version 1, its forms at version 1. */
export async function seedReleasedTemplate(
  name: string,
  forms: Array<{ name: string; fields: SeedField[] }>,
): Promise<SeededTemplate> {
  const id = randomUUID();
  const seeded = forms.map((form) => ({ ...form, id: randomUUID() }));
  const snapshot = {
    formIds: seeded.map((form) => form.id),
    formVersions: Object.fromEntries(seeded.map((form) => [form.id, 1])),
  };
  await withClient(async (client) => {
    await client.query(
      `insert into templates (id, org_id, name, description, form_ids, is_published, has_draft, version,
         released_version, released_snapshot, released_at, created_by_name)
       values ($1, 'creator', $2, 'Household visits with villages', $3, true, false, 1, 1, $4, now(), 'Cora Creator')`,
      [id, name, JSON.stringify(snapshot.formIds), JSON.stringify(snapshot)],
    );
    for (const form of seeded) await writeFormVersion(client, { ...form, version: 1, templateId: id });
    await client.query(
      `insert into template_versions (template_id, version, changes, snapshot, semver_major)
       values ($1, 1, 'First release', $2, 1)`,
      [id, JSON.stringify(snapshot)],
    );
  });
  return { id, name, forms: seeded };
}

/** Releases version 2: the given forms get new field lists (their version 2), the template pins them. */
export async function releaseVersionTwo(template: SeededTemplate, fields: Record<string, SeedField[]>) {
  await withClient(async (client) => {
    const versions: Record<string, number> = {};
    for (const form of template.forms) {
      const next = fields[form.id];
      versions[form.id] = next ? 2 : 1;
      if (next)
        await writeFormVersion(client, { ...form, fields: next, version: 2, templateId: template.id });
    }
    const snapshot = { formIds: template.forms.map((form) => form.id), formVersions: versions };
    await client.query(
      `insert into template_versions (template_id, version, changes, snapshot, semver_major)
       values ($1, 2, 'Second release', $2, 2)`,
      [template.id, JSON.stringify(snapshot)],
    );
    await client.query(
      `update templates set version = 2, released_version = 2, released_snapshot = $2, released_at = now(),
         updated_at = now() where id = $1`,
      [template.id, JSON.stringify(snapshot)],
    );
    // What a release tells every open tab (the event bus's channel, as the server publishes it).
    await client.query(`select pg_notify('atrium_events', $1)`, [
      JSON.stringify({
        event: { type: 'templates.changed', templateId: template.id },
        audience: { kind: 'everyone' },
      }),
    ]);
  });
}
