import { PassThrough } from 'node:stream';
import { showsFallback } from '@atrium/domain/entries/foreign-fallbacks.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { sql } from 'drizzle-orm';
import { entryValueText } from '../../src/modules/entries/entries.queries.ts';
import { exportReadPlan, readExportPages } from '../../src/modules/entries-export/entries-export.repo.ts';
import { withFallbacks } from '../../src/modules/entries-export/entries-export.service.ts';
import { cellOf, decodeValue, exportColumns } from '../../src/modules/entries-export/export-cells.ts';
import { formattedByNode } from '../../src/modules/entries-export/export-csv-sql.ts';
import { csvSheet } from '../../src/modules/entries-export/export-writers.ts';
import { createdEntry, entriesApi } from './entries-api.ts';
import { createdForm, fieldId, formsApi, formsOrg } from './forms-api.ts';
import { importExportApi } from './import-export-api.ts';
import type { setUpServer } from './test-app.ts';

// The golden form of the CSV export's tests: every field type, hostile values (some only an older rule or a
// direct write could have left), and the Node-only formatting of a view to compare an export with.

type TestServer = Awaited<ReturnType<typeof setUpServer>>;
export interface GoldenServer {
  server: TestServer;
  masterCookie: string;
}
export type GoldenForm = Awaited<ReturnType<typeof goldenForm>>;

const HOSTILE_TEXTS = [
  'plain',
  '',
  'a,b',
  'say "hi"',
  '"',
  'line\nbreak',
  'cr\rhere',
  'crlf\r\nend',
  '=1+2',
  '+33 1 23',
  '-minus',
  '@SUM(A1)',
  '\tTabbed',
  '\rreturn first',
  '=HYPERLINK("http://evil","x, y")',
  "'quoted already",
  'emoji 🎉👩‍👩‍👧',
  'שלום עולם, مرحبا',
  ' leading space',
  'trailing space ',
  'ünïcödé ß',
  '-',
  '=',
  '\u0001 a control character first',
  'a tab\there, [brackets]',
  // Texts a number could also write, or that start as a number does: the cell is the text as it is.
  '2023-05-29',
  '12345',
  '1.50',
  '0.0000001',
  '2023-05-27T11:08:52.358Z',
  '1234567890123456789',
  '-12',
  '[not a list',
  '{not an object',
];

/** Numbers as jsonb text: some as JavaScript writes them, some only SQL or another client would write. */
const HOSTILE_NUMBERS = [
  '0',
  '-5',
  '7',
  '1.5',
  '1.50',
  '100.00',
  '0.00',
  '-0.0',
  '-0',
  '123456789012345',
  '1234567890123456789',
  '9007199254740993',
  '0.1',
  '0.30000000000000004',
  '0.000001',
  '0.0000001',
  '1e21',
  '1e-7',
  '-1234.5678',
  '1e300',
  '12345678901234567890123.5',
];

type Value = string | number | boolean | null | unknown[] | Record<string, unknown>;

/** Every field type once (a choice twice: custom options and a foreign key), labels hostile too. */
function everyType(foreignFormId: string, foreignFieldId: string): FieldConfig[] {
  const custom = { kind: 'custom' as const, values: ['a', 'b'] };
  const field = (type: FieldConfig['type'], label: string, extra: Partial<FieldConfig> = {}) =>
    ({ id: fieldId(), label, type, ...extra }) as FieldConfig;
  return [
    field('text', 'Text, "quoted"'),
    field('password', 'Password'),
    field('textarea', '=Area'),
    field('richtext', 'Rich'),
    field('number', 'Number'),
    field('date', 'Date'),
    field('datetime', 'Date time'),
    field('select', 'Select', { options: custom }),
    field('multiselect', 'Multi', { options: custom }),
    field('radio', 'Radio', { options: custom }),
    field('checkbox', 'Check'),
    field('toggle', 'Toggle'),
    field('json', 'JSON'),
    field('table', 'Table', {
      columns: [
        { id: 'c1', header: 'Item, name', dataType: 'text' },
        { id: 'c2', header: 'Qty', dataType: 'number' },
        { id: 'c3', header: 'Tags', dataType: 'multiselect' },
      ],
    } as Partial<FieldConfig>),
    field('file', 'Files', { multiple: true } as Partial<FieldConfig>),
    field('email', 'Email'),
    field('select', 'Foreign', {
      options: {
        kind: 'foreignKey',
        formId: foreignFormId,
        fieldId: foreignFieldId,
        isReferencedValue: true,
        fallbackValue: '=gone, "fallback"',
      },
    }),
    field('text', 'Text, "quoted"'),
  ];
}

/** Values by type for row n: each hostile text, number and shape comes round in some field. */
function valueFor(field: FieldConfig, n: number, liveRef: string, goneRef: string): Value | undefined {
  const text = HOSTILE_TEXTS[n % HOSTILE_TEXTS.length] as string;
  const number = Number(HOSTILE_NUMBERS[n % HOSTILE_NUMBERS.length]);
  if (n % 11 === 10) return undefined;
  if (n % 13 === 12) return null;
  switch (field.type) {
    case 'number':
      return n % 7 === 3 ? text : number;
    case 'checkbox':
    case 'toggle':
      return n % 5 === 4 ? text : n % 2 === 0;
    case 'multiselect':
      // Texts only (joined by SQL, or through COPY cut from the JSON text) or mixed (Node's).
      if (n % 4 === 2) return [text, 'b'];
      return n % 4 === 3 ? text : [text, 'b', '', n, { value: text }, null, true];
    case 'json':
      return n % 3 === 0 ? { k: [1, text], 'a b': { z: null, a: -1.5 } } : n % 3 === 1 ? [text, n] : text;
    case 'table':
      return n % 3 === 2
        ? text
        : [
            { c1: text, c2: number, c3: ['a', text] },
            { c1: '', c2: null },
          ];
    case 'file':
      return n % 3 === 2 ? text : [{ name: text, key: 'k', size: 3 }, { name: 'b.txt' }];
    case 'select':
      if (field.options?.kind === 'foreignKey')
        return n % 3 === 0
          ? { id: liveRef, value: text, fallback_value: 'kept' }
          : n % 3 === 1
            ? { id: goneRef, value: text, fallback_value: 'kept' }
            : text;
      return n % 6 === 5 ? [text, 'x'] : text;
    default:
      // A text field holding what another type or an older rule stored.
      if (n % 9 === 4) return number;
      if (n % 9 === 5) return n % 2 === 0;
      if (n % 9 === 6) return [text, 'x'];
      if (n % 9 === 7) return { value: text };
      return text;
  }
}

/** The entry's data as jsonb text, numbers written as given (1.50 stays 1.50, as a SQL writer leaves it). */
function dataText(values: [string, Value | undefined][], n: number): string {
  const parts = values
    .filter(([, value]) => value !== undefined)
    .map(([id, value]) => {
      const raw =
        typeof value === 'number' && n % 2 === 0
          ? (HOSTILE_NUMBERS[n % HOSTILE_NUMBERS.length] as string)
          : JSON.stringify(value);
      return `${JSON.stringify(id)}:${raw}`;
    });
  return `{${parts.join(',')}}`;
}

/**
 * A plain value of row n in SQL, by type: the bulk of a large export, which the hostile rows go between. They
 * vary, but SQL writes every one of them (no row of the bulk goes to Node): texts to neutralise and quote,
 * numbers with trailing zeros or many digits, lists of texts with empty, quoted and multi-line items.
 */
function bulkValue(field: FieldConfig) {
  if (field.type === 'number')
    return sql`to_jsonb(case n % 5 when 0 then n * 1.25 when 1 then -n when 2 then n / 1000.0
      when 3 then 123456789012.5 + n else 0.1 + n / 3.0 end)`;
  if (field.type === 'checkbox' || field.type === 'toggle') return sql`to_jsonb(n % 2 = 0)`;
  if (field.type === 'multiselect')
    return sql`case n % 6 when 0 then jsonb_build_array('a', 'b ' || n) when 1 then '[]'::jsonb
      when 2 then jsonb_build_array('', 'x', '') when 3 then jsonb_build_array('=x', 'q"uote', 'y')
      when 4 then jsonb_build_array(E'a\nb', 'c, d') else jsonb_build_array('-' || n) end`;
  return sql`to_jsonb(case n % 8 when 0 then 'row ' || n when 1 then '=' || n when 2 then '-' || n
    when 3 then '' when 4 then 'with "quote", comma ' || n when 5 then E'line\nbreak' when 6 then '@' || n
    else n || '.50' end)`;
}

/**
 * The form with every field type, or only those whose cells PostgreSQL writes (a page then comes as text, or
 * on the PostgreSQL server through COPY), with `nodeColumn` also the JSON field, which Node formats.
 */
export async function goldenForm(
  { server, masterCookie }: GoldenServer,
  options: { sqlOnly?: boolean; bulk?: number; nodeColumn?: boolean } = {},
) {
  const org = await formsOrg(server.app, masterCookie);
  const forms = formsApi(server.app, org.adminCookie);
  const foreignField = { id: fieldId(), label: 'Name', type: 'text' as const };
  const foreign = await createdForm(forms, { name: 'Foreign', fieldConfig: [foreignField] });
  const foreignApi = entriesApi(server.app, org.adminCookie, foreign.id);
  const live = await createdEntry(foreignApi, { [foreignField.id]: 'live' });
  const gone = await createdEntry(foreignApi, { [foreignField.id]: 'gone' });
  await server.ctx.db.execute(sql`delete from entries where id = ${gone.id}`);
  const fields = everyType(foreign.id, foreignField.id).filter(
    (field) => !options.sqlOnly || !formattedByNode(field) || (options.nodeColumn && field.type === 'json'),
  );
  const form = await createdForm(forms, { name: 'Golden', fieldConfig: fields });
  const names = [null, '', 'Ann "A" Smith, Jr.', '=cmd|/c calc', '-Bob', 'Zoë 🎉', 'א ב\r\nג'];
  for (let n = 0; n < 120; n++) {
    const data = dataText(
      fields.map((field) => [field.id, valueFor(field, n + fields.indexOf(field), live.id, gone.id)]),
      n,
    );
    await server.ctx.db.execute(sql`
      insert into entries (form_id, org_id, data, search_text, created_at, updated_at, created_by_name,
        updated_by_name, is_trashed)
      values (${form.id}::uuid, ${org.orgId}, ${data}::jsonb, '',
        now() - ${n} * interval '1 second' - ${n % 4} * interval '1 microsecond',
        now() - ${n % 5} * interval '1 day', ${names[n % names.length] ?? null},
        ${names[(n + 3) % names.length] ?? null}, ${n % 10 === 9})`);
  }
  if (options.bulk) {
    // Each row leaves out about one field in nine (a value never given).
    const data = sql.join(
      fields.map(
        (field, i) => sql`${field.id}::text, case when n % 9 <> ${i % 9} then ${bulkValue(field)} end`,
      ),
      sql`, `,
    );
    await server.ctx.db.execute(sql`
      insert into entries (form_id, org_id, data, search_text, created_at, updated_at, created_by_name)
      select ${form.id}::uuid, ${org.orgId}, jsonb_strip_nulls(jsonb_build_object(${data})), '',
        now() + (case when n <= ${options.bulk / 2} then 1 else -1 end) * interval '1 hour'
          - n * interval '12 milliseconds', now(), 'Bulk'
      from generate_series(1, ${options.bulk}) as n`);
  }
  return { org, form, fields, api: importExportApi(server.app, org.adminCookie, form.id) };
}

export const GROUP = '\u0000group\u0000';
const exportCell = (field: FieldConfig, text: string | null) => cellOf(field, decodeValue(text));

export type View = { trashed?: boolean; sort?: string; direction?: 'asc' | 'desc'; search?: string };

/** The export's read plan of a view of the golden form. */
export function planOf(t: GoldenForm, query: View, groupField?: FieldConfig) {
  const viewable = new Map(t.fields.map((field) => [field.id, field]));
  return exportReadPlan(
    { orgId: t.org.orgId, formId: t.form.id, viewable },
    {
      trashed: query.trashed ?? false,
      search: query.search ?? '',
      filters: [],
      sort: query.sort ?? 'created_at',
      direction: query.direction ?? 'desc',
    },
    groupField ? entryValueText(groupField.id) : null,
  );
}

/** The Node-only formatting of the same view: every cell through its type's exportCell and csvField. */
export async function nodeOnlyCsv(
  server: TestServer,
  t: GoldenForm,
  query: View,
  groupField?: FieldConfig,
): Promise<string> {
  const plan = planOf(t, query, groupField);
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const sheet = csvSheet(out, exportColumns(t.fields));
  const log = (error: unknown) => {
    throw error;
  };
  const fallbacks = t.fields.filter((field) => field !== groupField && showsFallback(field));
  const shown = withFallbacks({ db: server.ctx.db, log }, t.org.orgId, plan, fallbacks);
  const columns = exportColumns(t.fields);
  const groupAt = columns.length - t.fields.length + t.fields.indexOf(groupField as FieldConfig);
  let group: string | undefined;
  await readExportPages(server.ctx.db, plan, async (rows) => {
    for (const row of await shown(rows)) {
      // A grouped export's files, one after the other, each starting where the group's value changes.
      const key = groupField ? String(exportCell(groupField, row[groupAt] ?? null) ?? '') : undefined;
      if (groupField && key !== group) out.write(GROUP);
      group = key;
      sheet.rows([row]);
    }
  });
  await sheet.close();
  return Buffer.concat(chunks).toString('utf8');
}
