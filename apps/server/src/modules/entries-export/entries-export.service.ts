import type { PassThrough, Writable } from 'node:stream';
import type { EntryListQuery } from '@atrium/domain/entries/entries.schemas.ts';
import {
  type ExportFormat,
  exportFileName,
  exportMessages,
} from '@atrium/domain/entries/entries-export.contract.ts';
import { showsFallback } from '@atrium/domain/entries/foreign-fallbacks.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { Zip } from 'fflate';
import type { AppContext } from '../../app-context.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { serverPoolOf } from '../../platform/db/copy-out.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { entryValueText, withSearchBacklog } from '../entries/entries.queries.ts';
import { readScope } from '../entries/entries.service.ts';
import { viewableFields } from '../entries/entries.view.ts';
import { entriesCaller, formOf } from '../entries/entries-caller.ts';
import { foreignFallbacksOf } from '../entries/foreign-fallbacks.ts';
import { type CsvRead, type ExportReadPlan, exportReadPlan, readExportPages } from './entries-export.repo.ts';
import {
  BUILT_IN_HEADERS,
  cellOf,
  decodeValue,
  type ExportColumn,
  type ExportRow,
  exportColumns,
} from './export-cells.ts';
import { copyExportPages } from './export-copy.ts';
import { csvLayout, formattedByNode } from './export-csv-sql.ts';
import {
  csvLine,
  csvSheet,
  drained,
  jsonSheet,
  newOutput,
  type SheetWriter,
  xlsxSheet,
  zipEntry,
} from './export-writers.ts';

export type ExportDeps = Pick<AppContext, 'db'> & { log: (error: unknown) => void };

export type ExportQuery = Omit<EntryListQuery, 'page' | 'pageSize'> & {
  format: ExportFormat;
  mode: 'simple' | 'grouped';
  groupBy: string;
};

export interface ExportFile {
  fileName: string;
  contentType: string;
  stream: PassThrough;
}

const CONTENT_TYPES: Record<ExportFormat | 'zip', string> = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
};

function sheetOf(
  format: ExportFormat,
  out: Writable,
  columns: readonly ExportColumn[],
  name: string,
  csv: CsvRead | undefined,
): SheetWriter | Promise<SheetWriter> {
  if (format === 'csv') return csvSheet(out, columns, csv?.layout);
  if (format === 'xlsx') return xlsxSheet(out, columns, name);
  return jsonSheet(out, columns);
}

/**
 * Each page as readers see it: foreign-key choices whose referenced entry is gone show their field's
 * fallback, as in the table. A grouped export keeps its group field as stored, so each group stays together.
 */
export function withFallbacks(deps: ExportDeps, orgId: string, plan: ExportReadPlan, fields: FieldConfig[]) {
  if (fields.length === 0) return async (rows: ExportRow[]) => rows;
  const at = fields.map((field) => BUILT_IN_HEADERS.length + plan.fieldIds.indexOf(field.id));
  return async (rows: ExportRow[]): Promise<ExportRow[]> => {
    const data = rows.map((row) =>
      Object.fromEntries(fields.map((field, i) => [field.id, decodeValue(row[at[i] ?? -1] ?? null)])),
    );
    const shown = await foreignFallbacksOf(deps.db, orgId, fields, data);
    return rows.map((row, r) => {
      const before = data[r] ?? {};
      const after = shown(before);
      if (after === before) return row;
      const next = [...row];
      fields.forEach((field, i) => {
        if (after[field.id] !== before[field.id]) next[at[i] ?? -1] = JSON.stringify(after[field.id]);
      });
      return next;
    });
  };
}

async function writeSimple(
  deps: ExportDeps,
  plan: ExportReadPlan,
  query: ExportQuery,
  columns: ExportColumn[],
  output: PassThrough,
  formName: string,
  shown: (rows: ExportRow[]) => Promise<ExportRow[]>,
  csv: CsvRead | undefined,
) {
  // A page SQL wrote whole goes out as it is; other pages come as rows.
  const whole = csv && csv.layout.pieces.length === 1 ? csv : undefined;
  const sheet = await sheetOf(query.format, output, columns, formName, whole ? undefined : csv);
  // On the PostgreSQL server, PostgreSQL's CSV writer writes the lines of such a file (decision 0042).
  const pool = whole ? serverPoolOf(deps.db) : null;
  const copied =
    whole &&
    pool &&
    (await copyExportPages(
      pool,
      plan,
      whole.layout,
      async (rows) => (await shown(rows)).map((row) => csvLine(columns, row)),
      async (lines) => {
        output.write(lines);
        await drained(output);
      },
    ));
  if (copied) return sheet.close();
  await readExportPages(
    deps.db,
    plan,
    async (rows) => {
      sheet.rows(await shown(rows));
      await drained(output);
    },
    csv,
    whole
      ? async (text) => {
          output.write(text);
          await drained(output);
        }
      : undefined,
  );
  await sheet.close();
}

/** '{value}.csv' with characters file systems refuse replaced, '(empty)' for no value, repeats numbered. */
function groupFileNamer(format: ExportFormat) {
  const used = new Map<string, number>();
  return (value: string) => {
    const base =
      [...value]
        .map((c) => (c < ' ' || '\\/:*?"<>|'.includes(c) ? '_' : c))
        .join('')
        .trim()
        .slice(0, 100) || '(empty)';
    const key = base.toLowerCase();
    const count = (used.get(key) ?? 0) + 1;
    used.set(key, count);
    return `${count === 1 ? base : `${base} (${count})`}.${format}`;
  };
}

/** Rows in group order, cut into one sheet per group value. */
class GroupedFiles {
  private key: string | null = null;
  private sheet: SheetWriter | null = null;
  private pending: ExportRow[] = [];
  constructor(
    private readonly keyOf: (row: ExportRow) => string,
    private readonly open: (key: string) => SheetWriter | Promise<SheetWriter>,
  ) {}

  async page(rows: readonly ExportRow[]): Promise<void> {
    for (const row of rows) {
      const key = this.keyOf(row);
      if (this.sheet === null || key !== this.key) {
        await this.finish();
        this.key = key;
        this.sheet = await this.open(key);
      }
      this.pending.push(row);
    }
    this.flush();
  }

  async finish(): Promise<void> {
    this.flush();
    await this.sheet?.close();
    this.sheet = null;
  }

  private flush() {
    if (this.sheet && this.pending.length > 0) this.sheet.rows(this.pending);
    this.pending = [];
  }
}

/** One file per distinct value of the group field; the read order keeps each group's entries together. */
async function writeGrouped(
  deps: ExportDeps,
  plan: ExportReadPlan,
  query: ExportQuery,
  columns: ExportColumn[],
  output: PassThrough,
  groupField: FieldConfig,
  shown: (rows: ExportRow[]) => Promise<ExportRow[]>,
  csv: CsvRead | undefined,
) {
  const groupIndex = BUILT_IN_HEADERS.length + plan.fieldIds.indexOf(groupField.id);
  const zip = new Zip((error, chunk, final) => {
    if (error) output.destroy(error);
    else if (final) output.end(chunk);
    else output.write(chunk);
  });
  const fileName = groupFileNamer(query.format);
  const files = new GroupedFiles(
    (row) => String(cellOf(groupField, decodeValue(row[groupIndex] ?? null)) ?? ''),
    (key) =>
      sheetOf(
        query.format,
        zipEntry(zip, fileName(key), query.format === 'csv'),
        columns,
        key || 'Sheet1',
        csv,
      ),
  );
  await readExportPages(
    deps.db,
    plan,
    async (rows) => {
      await files.page(await shown(rows));
      await drained(output);
    },
    csv,
  );
  await files.finish();
  zip.end();
}

/** CSV: runs of cells written by PostgreSQL; Node reads the values of its own columns and the group's. */
function csvRead(fields: readonly FieldConfig[], groupField: FieldConfig | undefined): CsvRead {
  const always = fields.filter(formattedByNode).map((field) => field.id);
  if (groupField) always.push(groupField.id);
  return { layout: csvLayout(fields), always: new Set(always) };
}

/**
 * The filtered view of the entries table as a file: only the fields and entries the reader may view (their
 * own for view_self_data), streamed page by page. Refusals come before the answer starts.
 */
export async function exportEntries(
  deps: ExportDeps,
  auth: AuthContext,
  formId: string,
  query: ExportQuery,
): Promise<ExportFile> {
  const caller = await entriesCaller(deps.db, auth);
  const form = await formOf(deps.db, caller, formId);
  const scope = readScope(caller, form);
  const fields = viewableFields(caller, form);
  const viewable = new Map(fields.map((field) => [field.id, field]));
  const groupField = query.mode === 'grouped' ? viewable.get(query.groupBy) : undefined;
  if (query.mode === 'grouped' && !groupField) throw badRequest(exportMessages.groupFieldRequired);
  const listScope = { orgId: caller.orgId, formId, createdBy: scope.createdBy, viewable };
  const plan = exportReadPlan(
    await withSearchBacklog(deps.db, listScope, query.search),
    query,
    groupField ? entryValueText(groupField.id) : null,
  );
  const columns = exportColumns(fields);
  const output = newOutput();
  const shown = withFallbacks(
    deps,
    caller.orgId,
    plan,
    fields.filter((field) => field !== groupField && showsFallback(field)),
  );
  const csv = query.format === 'csv' ? csvRead(fields, groupField) : undefined;
  const work = groupField
    ? writeGrouped(deps, plan, query, columns, output, groupField, shown, csv)
    : writeSimple(deps, plan, query, columns, output, form.name, shown, csv);
  work.catch((error) => {
    deps.log(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return {
    fileName: exportFileName(form.name, query),
    contentType: CONTENT_TYPES[groupField ? 'zip' : query.format],
    stream: output,
  };
}
