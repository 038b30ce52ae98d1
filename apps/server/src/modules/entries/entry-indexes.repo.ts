import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { partitionName } from './entry-partitions.repo.ts';

/**
 * Expression indexes on a form's partition for the fields the entries table filters and sorts on, so that a
 * filtered, sorted page of a million entries reads only the rows it needs. Built when a form is created
 * (empty, instant) and when its field configuration is saved (only indexes of new or retyped fields are
 * built; those of removed fields are dropped). Text fields are left to the trigram index on search_text:
 * their values are unbounded, and every index slows each write down.
 */

/** number: btree on the numeric value; text: btree on the lower-cased value; locked: trigram on the value. */
type IndexKind = 'number' | 'text' | 'locked';
const SUFFIX: Record<IndexKind, string> = { number: 'n', text: 't', locked: 's' };
/** Types 'Search by any field' never matches, locked or not. */
const NOT_SEARCHED = ['file', 'json', 'password'];

/** Indexes per form at most, in field order: every index is one more write for each saved entry. */
export const MAX_INDEXED_FIELDS = 32;

const FIELD_ID = /^[A-Za-z0-9]{1,64}$/;

function safeFieldId(fieldId: string): string {
  if (!FIELD_ID.test(fieldId)) throw new Error(`not a field id: ${fieldId}`);
  return fieldId;
}

/**
 * Which index a field gets: numbers as numeric, short bounded values (dates, options) as lower-cased text,
 * and a locked field a trigram index of its own, as its values are left out of search_text.
 */
export function indexKindOf(
  field: Pick<FieldConfig, 'type' | 'isTrashed' | 'options' | 'userLock'>,
): IndexKind | null {
  if (field.isTrashed || field.type === 'table') return null;
  if (field.userLock) return NOT_SEARCHED.includes(field.type) ? null : 'locked';
  if (field.type === 'number') return 'number';
  if (field.type === 'date' || field.type === 'datetime' || field.type === 'radio') return 'text';
  // Foreign-key options are stored as objects with unbounded values: no btree on them.
  if (field.type === 'select' && field.options?.kind !== 'foreignKey') return 'text';
  return null;
}

function expressionOf(kind: IndexKind, fieldId: string): string {
  const id = safeFieldId(fieldId);
  if (kind === 'number') return `entry_number(data -> '${id}')`;
  if (kind === 'text') return `lower(data ->> '${id}')`;
  return `coalesce(data -> '${id}' ->> 'value', data ->> '${id}')`;
}

function createIndexSql(formId: string, kind: IndexKind, fieldId: string): string {
  const on = partitionName(formId);
  const name = indexName(formId, kind, fieldId);
  const expression = expressionOf(kind, fieldId);
  return kind === 'locked'
    ? `CREATE INDEX IF NOT EXISTS "${name}" ON ${on} USING gin ((${expression}) gin_trgm_ops)`
    : `CREATE INDEX IF NOT EXISTS "${name}" ON ${on} ((${expression}))`;
}

/**
 * A number field's value as its index holds it: filter and sort with exactly this to use the index (the
 * field id is written as a literal, never a parameter, so the planner can match the expression).
 */
export function entryNumberSql(fieldId: string): SQL {
  return sql.raw(expressionOf('number', fieldId));
}

/** A date, date-time or option field's value as its index holds it, lower-cased (ISO dates sort as text). */
export function entryTextSql(fieldId: string): SQL {
  return sql.raw(expressionOf('text', fieldId));
}

function indexName(formId: string, kind: IndexKind, fieldId: string): string {
  return `${partitionName(formId)}_${SUFFIX[kind]}_${safeFieldId(fieldId)}`;
}

function wantedIndexes(formId: string, fields: readonly FieldConfig[]): Map<string, string> {
  const wanted = new Map<string, string>();
  for (const field of fields) {
    const kind = indexKindOf(field);
    if (!kind) continue;
    if (wanted.size === MAX_INDEXED_FIELDS) break;
    wanted.set(indexName(formId, kind, field.id), createIndexSql(formId, kind, field.id));
  }
  return wanted;
}

/**
 * Brings a form's field indexes in line with its fields: creates the missing ones, drops those of fields
 * that are gone, removed or retyped. Runs in the form's creation or field configuration transaction.
 */
export async function syncEntryIndexes(
  db: DbOrTx,
  formId: string,
  fields: readonly FieldConfig[],
): Promise<void> {
  const table = partitionName(formId);
  const wanted = wantedIndexes(formId, fields);
  const existing = (await db.execute(
    sql`SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = ${table}`,
  )) as unknown as { rows: { indexname: string }[] };
  const ours = new RegExp(`^${table}_[${Object.values(SUFFIX).join('')}]_`);
  const present = new Set(existing.rows.map((row) => row.indexname).filter((name) => ours.test(name)));
  for (const name of present) {
    if (!wanted.has(name)) await db.execute(sql.raw(`DROP INDEX IF EXISTS "${name}"`));
  }
  for (const [name, create] of wanted) {
    if (!present.has(name)) await db.execute(sql.raw(create));
  }
}
