import { createHash } from 'node:crypto';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { FIELD_TYPE_REGISTRY, filterKindOf } from '@atrium/domain/fields/field-types.ts';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { partitionName } from './entry-partitions.repo.ts';

/**
 * Expression indexes on a form's partition for the fields the entries table filters and sorts on, so that a
 * filtered, sorted page of a million entries reads only the rows it needs. Every index is one more write for
 * each saved entry, so those that serve only filters and sorts (number, text, sort) are built the first time
 * the table filters or sorts by the field (requestFieldIndexes), and then kept while the field keeps its type;
 * those that serve every write or search (unique, locked, cells) are built when a form is created (empty,
 * instant, in its transaction) and after its field configuration is saved (by the index builder, outside the
 * save; those of removed or retyped fields are dropped). Free-text values are left to the trigram index on
 * search_text. Queries are right without any of them: an index only makes them faster (decision 0050).
 */

/**
 * number: btree on the numeric value; text: btree on the lower-cased value; locked: trigram on the value;
 * unique: hash on the lower-cased value text, for the unique checks of submits and imports; sort: btree on the
 * first characters of a free-text value, lower-cased, built the first time someone sorts by the field.
 */
type IndexKind = 'number' | 'text' | 'locked' | 'unique' | 'sort';
/** The kinds built when a filter or sort first needs them, rather than with the field. */
export type OnDemandKind = 'number' | 'text' | 'sort';
const ON_DEMAND: readonly IndexKind[] = ['number', 'text', 'sort'];
/** A filter or sort that would read a field's on-demand index. */
export interface IndexUse {
  fieldId: string;
  kind: OnDemandKind;
  /** A filter's use: its field's values get a key column beside the entries too (entry-keys.repo.ts). */
  filter?: boolean;
}
/**
 * The btree kinds sort empty values first (NULLS FIRST), so one index serves both directions of the table's
 * sort ('asc nulls first', 'desc nulls last'). Their earlier letters, n and t, named nulls-last indexes:
 * still recognised as ours, so the reconcile drops them and builds the new ones.
 */
const SUFFIX: Record<IndexKind, string> = { number: 'm', text: 'o', locked: 's', unique: 'u', sort: 'p' };
const RETIRED_SUFFIXES: Record<string, OnDemandKind> = { n: 'number', t: 'text' };

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
  // Types 'Search by any field' never matches, locked or not, need no index for it.
  if (field.userLock) return FIELD_TYPE_REGISTRY[field.type].searchable ? 'locked' : null;
  if (field.type === 'number') return 'number';
  if (field.type === 'date' || field.type === 'datetime' || field.type === 'radio') return 'text';
  // Foreign-key options are stored as objects with unbounded values: no btree on them.
  if (field.type === 'select' && field.options?.kind !== 'foreignKey') return 'text';
  return null;
}

/**
 * A unique field (not a table: its columns' values are checked otherwise) gets an index of its own besides
 * the one of its type: without it, each unique check reads every entry of the form. A hash index, as the
 * checks only ask for equality and a hash holds values of any length (a btree refuses a row whose value is
 * over about 2.7 kB, which would refuse the entry).
 */
const isUniqueIndexed = (
  field: Pick<FieldConfig, 'type' | 'isTrashed' | 'uniqueWithCase' | 'uniqueWithoutCase'>,
) => !field.isTrashed && field.type !== 'table' && (field.uniqueWithCase || field.uniqueWithoutCase);

/**
 * A free-text sort walks an index of the values' first characters (a btree cannot hold values of any length);
 * values that share them are put in order by the whole value after. 200 characters of at most 4 bytes stay
 * well under the btree's limit of about 2.7 kB per row.
 */
const SORT_PREFIX_CHARS = 200;

function expressionOf(kind: IndexKind, fieldId: string): string {
  const id = safeFieldId(fieldId);
  if (kind === 'number') return `entry_number(data -> '${id}')`;
  if (kind === 'text') return `lower(data ->> '${id}')`;
  const valueText = `coalesce(data -> '${id}' ->> 'value', data ->> '${id}')`;
  if (kind === 'sort') return `left(lower(${valueText}), ${SORT_PREFIX_CHARS})`;
  return kind === 'unique' ? `lower(${valueText})` : valueText;
}

/**
 * Fields the table sorts by their lower-cased text with no index of their type: text, long text, e-mail,
 * foreign-key options and the like. Their sort index is built the first time someone sorts by the field.
 */
export function isFreeTextSorted(field: Pick<FieldConfig, 'type' | 'isTrashed' | 'options' | 'userLock'>) {
  if (field.isTrashed || field.type === 'table') return false;
  const kind = filterKindOf(field.type);
  return kind !== 'number' && kind !== 'boolean' && indexKindOf(field) !== 'text';
}

/** A free-text field's sort keys: the prefix its sort index holds, then the whole value for ties. */
export function freeTextSortKeys(fieldId: string): SQL[] {
  const id = safeFieldId(fieldId);
  return [
    sql.raw(expressionOf('sort', id)),
    sql.raw(`lower(coalesce(data -> '${id}' ->> 'value', data ->> '${id}'))`),
  ];
}

type CreateIndex = (how: string) => string;

/** Unique table columns get a GIN index on their cell texts (suffix c); their ids are written as literals. */
const CELLS_SUFFIX = 'c';
const COLUMN_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A unique column's lower-cased cell texts in an entry, as its index holds them (see entry_cell_keys). */
export function entryCellKeysSql(fieldId: string, columnId: string): SQL | null {
  const text = cellKeysText(fieldId, columnId);
  return text === null ? null : sql.raw(text);
}

const cellKeysText = (fieldId: string, columnId: string) =>
  COLUMN_ID.test(columnId) ? `entry_cell_keys(data -> '${safeFieldId(fieldId)}', '${columnId}')` : null;

/** The cell indexes a table field wants: one per unique column whose id can be written as a literal. */
function cellIndexesOf(formId: string, field: FieldConfig): [string, CreateIndex][] {
  if (field.isTrashed || field.type !== 'table') return [];
  return field.columns.flatMap((column): [string, CreateIndex][] => {
    const expression = cellKeysText(field.id, column.id);
    if (expression === null || !(column.uniqueWithCase || column.uniqueWithoutCase)) return [];
    // Index names stop at 63 characters: the column id is shortened to a digest.
    const digest = createHash('sha256').update(column.id).digest('hex').slice(0, 8);
    const name = `${partitionName(formId)}_${CELLS_SUFFIX}_${field.id}_${digest}`;
    const on = partitionName(formId);
    return [
      [name, (how) => `CREATE INDEX${how} IF NOT EXISTS "${name}" ON ${on} USING gin ((${expression}))`],
    ];
  });
}

function createIndexSql(formId: string, kind: IndexKind, fieldId: string): CreateIndex {
  const on = partitionName(formId);
  const name = indexName(formId, kind, fieldId);
  const expression = expressionOf(kind, fieldId);
  const method = kind === 'locked' ? 'USING gin ' : kind === 'unique' ? 'USING hash ' : '';
  const opclass = kind === 'locked' ? ' gin_trgm_ops' : '';
  const order = kind === 'number' || kind === 'text' || kind === 'sort' ? ' NULLS FIRST' : '';
  return (how) =>
    `CREATE INDEX${how} IF NOT EXISTS "${name}" ON ${on} ${method}((${expression})${opclass}${order})`;
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

/** A unique field's value text (an option's value, or the value) lower-cased, as its unique index holds it. */
export function entryUniqueSql(fieldId: string): SQL {
  return sql.raw(expressionOf('unique', fieldId));
}

function indexName(formId: string, kind: IndexKind, fieldId: string): string {
  return `${partitionName(formId)}_${SUFFIX[kind]}_${safeFieldId(fieldId)}`;
}

/**
 * The indexes a form's fields want, by name. `used`: the on-demand indexes (by name) asked for or already
 * built; one is wanted only while its field still calls for that kind.
 */
function wantedIndexes(
  formId: string,
  fields: readonly FieldConfig[],
  used: ReadonlySet<string> = new Set(),
): Map<string, CreateIndex> {
  const wanted = new Map<string, CreateIndex>();
  const add = (kind: IndexKind, fieldId: string) => {
    const name = indexName(formId, kind, fieldId);
    if (ON_DEMAND.includes(kind) && !used.has(name)) return;
    if (wanted.size < MAX_INDEXED_FIELDS) wanted.set(name, createIndexSql(formId, kind, fieldId));
  };
  for (const field of fields) {
    const kind = indexKindOf(field);
    if (kind) add(kind, field.id);
    if (isUniqueIndexed(field)) add('unique', field.id);
    if (isFreeTextSorted(field)) add('sort', field.id);
    for (const [name, create] of cellIndexesOf(formId, field)) {
      if (wanted.size < MAX_INDEXED_FIELDS) wanted.set(name, create);
    }
  }
  return wanted;
}

/**
 * The statements that build a form's field indexes on its new, empty partition: written out rather than
 * run, so that the form's creation sends them with the partition in one statement (see entry-storage.ts).
 */
export function newEntryIndexStatements(formId: string, fields: readonly FieldConfig[]): string[] {
  return [...wantedIndexes(formId, fields).values()].map((create) => create(''));
}

/** The form's field indexes on its partition, each with whether it is usable (none if it has no partition). */
async function presentIndexes(db: DbOrTx, formId: string): Promise<Map<string, boolean>> {
  const table = partitionName(formId);
  const existing = (await db.execute(sql`
    SELECT i.relname AS name, x.indisvalid AS valid
    FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
    WHERE x.indrelid = to_regclass(${table})`)) as unknown as { rows: { name: string; valid: boolean }[] };
  const ours = new RegExp(
    `^${table}_[${[...Object.values(SUFFIX), ...Object.keys(RETIRED_SUFFIXES), CELLS_SUFFIX].join('')}]_`,
  );
  return new Map(existing.rows.filter((row) => ours.test(row.name)).map((row) => [row.name, row.valid]));
}

/**
 * The on-demand indexes (by name) a form keeps: those asked for, and those built before. An index under a
 * retired name stands for its successor, so the reconcile replaces it.
 */
function usedIndexes(formId: string, present: Iterable<string>, asked: Iterable<IndexUse>): Set<string> {
  const used = new Set([...asked].map((use) => indexName(formId, use.kind, use.fieldId)));
  const prefix = `${partitionName(formId)}_`;
  const kindOfSuffix = new Map<string, OnDemandKind>([
    ...ON_DEMAND.map((kind) => [SUFFIX[kind], kind as OnDemandKind] as const),
    ...Object.entries(RETIRED_SUFFIXES),
  ]);
  for (const name of present) {
    const [suffix, ...rest] = name.slice(prefix.length).split('_');
    const kind = kindOfSuffix.get(suffix ?? '');
    if (kind) used.add(indexName(formId, kind, rest.join('_')));
  }
  return used;
}

/**
 * Brings a form's field indexes in line with its fields: creates the missing ones (the on-demand kinds only
 * when asked for or built before), drops those of fields that are gone, removed or retyped, and rebuilds an
 * invalid one (what an interrupted concurrent build leaves). `concurrently` builds and drops without blocking
 * writers; it cannot run inside a transaction. Returns the names of the indexes it built.
 */
export async function syncEntryIndexes(
  db: DbOrTx,
  formId: string,
  fields: readonly FieldConfig[],
  options: { concurrently: boolean; asked?: Iterable<IndexUse> } = { concurrently: false },
): Promise<string[]> {
  const how = options.concurrently ? ' CONCURRENTLY' : '';
  const present = await presentIndexes(db, formId);
  const wanted = wantedIndexes(formId, fields, usedIndexes(formId, present.keys(), options.asked ?? []));
  for (const [name, valid] of present) {
    if (!wanted.has(name) || !valid) await db.execute(sql.raw(`DROP INDEX${how} IF EXISTS "${name}"`));
  }
  const built: string[] = [];
  for (const [name, create] of wanted) {
    if (present.get(name)) continue;
    await db.execute(sql.raw(create(how)));
    built.push(name);
  }
  return built;
}

/**
 * Which of the given uses the form's on-demand indexes now serve (after syncEntryIndexes): a key column is
 * made or kept only while its field has the index of that kind.
 */
export async function servedByIndexes<T extends { fieldId: string; kind: OnDemandKind }>(
  db: DbOrTx,
  formId: string,
  uses: readonly T[],
): Promise<T[]> {
  const present = await presentIndexes(db, formId);
  return uses.filter(
    (use) => FIELD_ID.test(use.fieldId) && present.get(indexName(formId, use.kind, use.fieldId)),
  );
}
