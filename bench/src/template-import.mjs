// Benchmark: the Templates Library on PostgreSQL.
// - import of a released template of 20 forms × 50 fields (POST /api/template-library/:id/import), beside the
//   same rows written as plain SQL (group, forms, history, partitions, sample rows) in one transaction;
// - update of that import to the next release (POST …/update), for an import whose forms are empty and for one
//   whose forms hold 100,000 entries, beside the same writes as plain SQL;
// - the library's first page (GET /api/template-library) with 1,000 published templates.
// Usage: npm run build && node bench/src/template-import.mjs
//   BENCH_DATABASE_URL  PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres); the database
//                       atrium_bench_templates is made afresh on it
//   BENCH_RUNS          imports and updates timed (default 3)
//   BENCH_SERVER_ENTRY  a private server build
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createOrganisation, json, signIn } from './org-api.mjs';
import { startServer } from './server-process.mjs';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'atrium_bench_templates';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const FORMS = 20;
const FIELDS = 50;
const ENTRIES = 100_000;
const LIBRARY_TEMPLATES = 1000;

const EMPTY = { users: [], groups: [] };
const DATA_ACCESS = Object.fromEntries(
  [
    'create',
    'view_all',
    'view_self',
    'update_all',
    'update_self',
    'trash_all',
    'trash_self',
    'delete_all',
    'delete_self',
  ].map((key) => [`${key}_data`, EMPTY]),
);
const USABILITY = { formDataCreate: true, formDataRead: true, formDataUpdate: true, formDataDelete: true };
const VERSIONS = { dataVersionEnabled: false, versionTrashCleanupDuration: 30 };
const TYPES = ['text', 'number', 'date', 'select', 'checkbox', 'textarea', 'email'];

const fieldId = (form, field) => `f${String(form).padStart(2, '0')}x${String(field).padStart(4, '0')}`;

function field(form, index, overrides = {}) {
  const type = TYPES[index % TYPES.length];
  return {
    id: fieldId(form, index),
    label: `Field ${index + 1}`,
    type,
    strictReadOnly: false,
    isTrashed: false,
    userLock: false,
    viewAccess: EMPTY,
    editAccess: EMPTY,
    allowCopyValue: false,
    columns: [],
    required: false,
    placeholder: '',
    helpText: '',
    defaultValue: null,
    inputValidation: false,
    regex: '',
    invalidInputMessage: '',
    uniqueWithCase: false,
    uniqueWithoutCase: false,
    options: type === 'select' ? { kind: 'custom', values: ['North', 'South', 'East', 'West'] } : null,
    multiple: false,
    accept: [],
    maxFileSizeMB: null,
    maxFiles: null,
    allowCamera: false,
    addMetaData: false,
    metaDataFields: [],
    ...overrides,
  };
}

const formFields = (form, release) =>
  Array.from({ length: FIELDS + (release - 1) }, (_, i) =>
    field(form, i, {
      ...(i === 0 && release > 1 ? { required: true } : {}),
      ...(i === 1 && release > 1 ? { label: `Field 2 (release ${release})` } : {}),
    }),
  );

const sampleRow = (form, n) => ({ [fieldId(form, 0)]: `Sample ${n}`, [fieldId(form, 1)]: n });

async function query(client, text, params) {
  return client.query(text, params);
}

async function freshDatabase() {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${DATABASE} with (force)`);
  await admin.query(`create database ${DATABASE}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${DATABASE}`;
  return url.toString();
}

/** Template forms of the creators' workspace at `release`, each version in form_history as the kit keeps it. */
async function writeTemplateForms(client, formIds, release) {
  for (const [index, id] of formIds.entries()) {
    const fields = JSON.stringify(formFields(index, release));
    await query(
      client,
      `insert into forms (org_id, id, name, form_data_access, form_usability_settings, data_version_settings,
         field_config, field_count, version, is_template_form)
       values ('creator', $1, $2, $3, $4, $5, $6, $7, $8, true)
       on conflict (org_id, id) do update set field_config = excluded.field_config,
         field_count = excluded.field_count, version = excluded.version`,
      [
        id,
        `Form ${index + 1}`,
        JSON.stringify(DATA_ACCESS),
        JSON.stringify(USABILITY),
        JSON.stringify(VERSIONS),
        fields,
        FIELDS + release - 1,
        release,
      ],
    );
    await query(
      client,
      `insert into form_history (org_id, form_id, version, change_type, snapshot) values ('creator', $1, $2, $3, $4)`,
      [
        id,
        release,
        release === 1 ? 'initial_creation' : 'field_config',
        JSON.stringify({ name: `Form ${index + 1}`, fieldConfig: JSON.parse(fields), access: {} }),
      ],
    );
  }
}

async function release(client, templateId, formIds, version) {
  const snapshot = { formIds, formVersions: Object.fromEntries(formIds.map((id) => [id, version])) };
  const samples = Object.fromEntries(
    formIds.map((id, i) => [id, [1, 2, 3, 4, 5].map((n) => sampleRow(i, n))]),
  );
  await query(
    client,
    `update templates set version = $2, released_version = $2, released_snapshot = $3, released_samples = $4,
       released_at = now(), updated_at = now() where id = $1`,
    [templateId, version, JSON.stringify(snapshot), JSON.stringify(samples)],
  );
}

async function seedBigTemplate(client) {
  const formIds = Array.from({ length: FORMS }, () => randomUUID());
  const templateId = randomUUID();
  await query(client, 'begin');
  await writeTemplateForms(client, formIds, 1);
  await query(
    client,
    `insert into templates (id, org_id, name, form_ids, is_published, has_draft, created_by_name)
     values ($1, 'creator', 'Bench survey', $2, true, false, 'Bench Creator')`,
    [templateId, JSON.stringify(formIds)],
  );
  await release(client, templateId, formIds, 1);
  await query(client, 'commit');
  return { templateId, formIds };
}

async function seedLibrary(client) {
  const formId = randomUUID();
  await query(client, 'begin');
  await writeTemplateForms(client, [formId], 1);
  const snapshot = JSON.stringify({ formIds: [formId], formVersions: { [formId]: 1 } });
  await query(
    client,
    `insert into templates (org_id, name, description, form_ids, is_published, has_draft, version,
       released_version, released_snapshot, created_by_name, updated_at)
     select 'creator', 'Library template ' || n, 'One of many', $1, true, false, 1 + n % 2, 1, $2,
       'Bench Creator', now() - n * interval '1 minute'
     from generate_series(1, $3) n`,
    [JSON.stringify([formId]), snapshot, LIBRARY_TEMPLATES],
  );
  await query(client, 'commit');
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

async function timed(work) {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/** The field indexes the forms kit gives a new form of these fields (numbers; dates and options as text). */
function fieldIndexes(table, fields) {
  const kinds = { number: 'entry_number(data -> $)', date: 'lower(data ->> $)', select: 'lower(data ->> $)' };
  return fields
    .filter((f) => kinds[f.type])
    .slice(0, 32)
    .map((f) => `CREATE INDEX ON ${table} ((${kinds[f.type].replace('$', `'${f.id}'`)}) NULLS FIRST)`);
}

/**
 * The rows an import writes, as plain SQL in one transaction: group, forms, history, partitions, samples;
 * with `indexes`, each partition also gets the field indexes the import builds, in one statement with it.
 */
async function plainImport(client, orgId, formIds, { indexes = false } = {}) {
  await query(client, 'begin');
  const groupId = randomUUID();
  await query(
    client,
    `insert into form_groups (org_id, id, name, forms, imported_template_id) values ($1, $2, $3, $4, $5)`,
    [orgId, groupId, `Plain ${groupId}`, '[]', randomUUID()],
  );
  for (const [index] of formIds.entries()) {
    const id = randomUUID();
    const fields = JSON.stringify(formFields(index, 1));
    await query(
      client,
      `insert into forms (org_id, id, name, form_data_access, form_usability_settings, data_version_settings,
         field_config, field_count, version) values ($1, $2, $3, $4, $5, $6, $7, $8, 1)`,
      [
        orgId,
        id,
        `Form ${index + 1}`,
        JSON.stringify(DATA_ACCESS),
        JSON.stringify(USABILITY),
        JSON.stringify(VERSIONS),
        fields,
        FIELDS,
      ],
    );
    await query(
      client,
      `insert into form_history (org_id, form_id, version, change_type, snapshot) values ($1, $2, 1, 'initial_creation', $3)`,
      [orgId, id, JSON.stringify({ name: `Form ${index + 1}`, fieldConfig: JSON.parse(fields), access: {} })],
    );
    const table = `entries_${id.replaceAll('-', '')}`;
    const partition = `create table ${table} partition of entries for values in ('${id}')`;
    const ddl = indexes ? [partition, ...fieldIndexes(table, formFields(index, 1))] : [partition];
    await query(client, ddl.length === 1 ? partition : `DO $$ BEGIN ${ddl.join('; ')}; END $$`);
    await query(
      client,
      `insert into entries (form_id, org_id, data, is_sample) select $1, $2, $3, true from generate_series(1, 5)`,
      [id, orgId, JSON.stringify(sampleRow(index, 1))],
    );
  }
  await query(client, 'rollback');
}

/** The writes an update makes, as plain SQL: each form's fields and version, its history, its samples. */
async function plainUpdate(client, orgId, groupId, version) {
  await query(client, 'begin');
  const { rows } = await query(
    client,
    `select id, version from forms where org_id = $1 and id in
       (select jsonb_array_elements_text(forms)::uuid from form_groups where id = $2) for update`,
    [orgId, groupId],
  );
  for (const [index, row] of rows.entries()) {
    const fields = JSON.stringify(formFields(index, version));
    await query(
      client,
      `update forms set field_config = $3, version = version + 1 where org_id = $1 and id = $2`,
      [orgId, row.id, fields],
    );
    await query(
      client,
      `insert into form_history (org_id, form_id, version, change_type, snapshot) values ($1, $2, $3, 'field_config', $4)`,
      [
        orgId,
        row.id,
        row.version + 1,
        JSON.stringify({ name: 'x', fieldConfig: JSON.parse(fields), access: {} }),
      ],
    );
    await query(client, 'delete from entries where form_id = $1 and is_sample', [row.id]);
    await query(
      client,
      `insert into entries (form_id, org_id, data, is_sample) select $1, $2, $3, true from generate_series(1, 5)`,
      [row.id, orgId, JSON.stringify(sampleRow(index, 1))],
    );
  }
  await query(client, 'rollback');
}

async function fillEntries(client, orgId, groupId) {
  const { rows } = await query(
    client,
    `select id from forms where org_id = $1 and id in (select jsonb_array_elements_text(forms)::uuid from form_groups where id = $2)`,
    [orgId, groupId],
  );
  const each = Math.ceil(ENTRIES / rows.length);
  for (const [index, row] of rows.entries()) {
    await query(
      client,
      `insert into entries (form_id, org_id, data, search_text)
       select $1, $2, jsonb_build_object($3::text, 'Village ' || n, $4::text, n), 'village ' || n
       from generate_series(1, $5) n`,
      [row.id, orgId, fieldId(index, 0), fieldId(index, 1), each],
    );
  }
  await query(client, 'analyze entries');
}

async function main() {
  const databaseUrl = await freshDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'atrium-bench-templates-'));
  const server = await startServer({ dataDir, databaseUrl });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const post = (cookie, url, body) =>
      fetch(`${server.url}${url}`, {
        method: 'POST',
        headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const big = await seedBigTemplate(client);
    await seedLibrary(client);

    // Imports: one organisation a run (an organisation imports a template once).
    const orgs = [];
    const importMs = [];
    for (let run = 0; run < Math.max(RUNS, 2); run++) {
      const admin = await createOrganisation(server.url, `Bench templates ${run}`, String(run));
      const cookie = await signIn(server.url, admin);
      let answer;
      importMs.push(
        await timed(async () => {
          answer = await json(
            await post(cookie, `/api/template-library/${big.templateId}/import`, { name: 'Bench survey' }),
            'import',
          );
        }),
      );
      orgs.push({ ...admin, cookie, groupId: answer.formGroupId });
    }
    // The forms kit alone: the same 20 forms created one by one through POST /api/forms.
    const kitMs = [];
    for (let run = 0; run < RUNS; run++) {
      kitMs.push(
        await timed(async () => {
          for (let index = 0; index < FORMS; index++) {
            const body = { name: `Kit ${run}.${index}`, fieldConfig: formFields(index, 1) };
            await json(await post(orgs[0].cookie, '/api/forms', body), 'create form');
          }
        }),
      );
    }
    const plainImportMs = [];
    const plainIndexedMs = [];
    for (let run = 0; run < RUNS; run++) {
      plainImportMs.push(await timed(() => plainImport(client, orgs[0].orgId, big.formIds)));
      plainIndexedMs.push(
        await timed(() => plainImport(client, orgs[0].orgId, big.formIds, { indexes: true })),
      );
    }

    // Updates: the first organisation's forms stay empty, the second's hold 100,000 entries.
    const [empty, full] = orgs;
    await fillEntries(client, full.orgId, full.groupId);
    const updateMs = { empty: [], full: [] };
    const plainUpdateMs = [];
    for (let run = 0; run < RUNS; run++) {
      await query(client, 'begin');
      await writeTemplateForms(client, big.formIds, run + 2);
      await release(client, big.templateId, big.formIds, run + 2);
      await query(client, 'commit');
      for (const [key, org] of [
        ['empty', empty],
        ['full', full],
      ]) {
        updateMs[key].push(
          await timed(async () =>
            json(await post(org.cookie, `/api/template-library/${big.templateId}/update`), 'update'),
          ),
        );
      }
      plainUpdateMs.push(await timed(() => plainUpdate(client, empty.orgId, empty.groupId, run + 2)));
    }

    // The library's first page with 1,000 (and one) published templates.
    const pageMs = [];
    for (let i = 0; i < 33; i++) {
      const ms = await timed(async () =>
        json(
          await fetch(`${server.url}/api/template-library`, { headers: { cookie: empty.cookie } }),
          'library',
        ),
      );
      if (i >= 3) pageMs.push(ms);
    }

    const ms = (v) => `${v.toFixed(0)} ms`;
    const lines = [
      `Template of ${FORMS} forms × ${FIELDS} fields, PostgreSQL, ${RUNS} runs, p50:`,
      `  import (POST …/import)                         ${ms(median(importMs))}`,
      `  same rows as plain SQL                         ${ms(median(plainImportMs))}   ratio ${(median(importMs) / median(plainImportMs)).toFixed(1)}×`,
      `  same rows and field indexes as plain SQL       ${ms(median(plainIndexedMs))}   ratio ${(median(importMs) / median(plainIndexedMs)).toFixed(1)}×`,
      `  the same 20 forms through POST /api/forms      ${ms(median(kitMs))}`,
      `  update, forms empty (POST …/update)            ${ms(median(updateMs.empty))}`,
      `  update, forms holding ${ENTRIES.toLocaleString('en')} entries      ${ms(median(updateMs.full))}`,
      `  same update writes as plain SQL                ${ms(median(plainUpdateMs))}   ratio ${(median(updateMs.empty) / median(plainUpdateMs)).toFixed(1)}×`,
      `Library first page (GET /api/template-library, ${LIBRARY_TEMPLATES + 1} published templates, 30 requests):`,
      `  p50 ${ms(median(pageMs))}, p95 ${ms(percentile(pageMs, 0.95))}`,
      `Server peak memory ${server.peakRssMiB().toFixed(0)} MiB`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await client.end();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
