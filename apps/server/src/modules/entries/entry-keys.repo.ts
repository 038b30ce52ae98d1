import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../platform/db/database.ts';
import { isLockTimeout } from '../../platform/db/db-errors.ts';
import { rowsOf } from '../../platform/db/row-arrays.ts';
import { type IndexUse, type OnDemandKind, servedByIndexes } from './entry-indexes.repo.ts';
import { keyTableName, partitionName } from './entry-partitions.repo.ts';

/**
 * Typed key columns beside a form's entries (decision 0060, migration entry_keys): a narrow table of each
 * entry's id, trash flag and the values its filters compare, one column per field with an index of its own.
 * A filtered total counts these rows (about 60 bytes each with two columns) rather than visiting the wide
 * entries, whose pages a count of a million-entry form would otherwise read from the operating system one by
 * one. A field gets a column when a filter asks for one and keeps it while it keeps its on-demand number or
 * text index (entry-indexes.repo.ts); the triggers on `entries` keep the rows in step with every write, and
 * the index builder adds, fills and drops the columns here.
 */

/** The kinds a key column can hold: the number (m) and the lower-cased text (o) of the field's on-demand index. */
export type KeyKind = Exclude<OnDemandKind, 'sort'>;
/** Each kind's column name prefix and type (entry_key_value_sql in the migration reads the prefix). */
const KINDS: Record<KeyKind, { prefix: string; type: string }> = {
  number: { prefix: 'm_', type: 'numeric' },
  text: { prefix: 'o_', type: 'text' },
};
const KEY_COLUMN = /^[mo]_[A-Za-z0-9]{1,61}$/;

/** A key column's kind and field, read back from its name. */
function useOfColumn(column: string): KeyUse | null {
  const kind = (Object.keys(KINDS) as KeyKind[]).find((k) => column.startsWith(KINDS[k].prefix));
  return kind ? { kind, fieldId: column.slice(KINDS[kind].prefix.length) } : null;
}

/** Entries filled in one transaction of a fill, during which the form's writers wait (tens of milliseconds). */
const FILL_BATCH = 5_000;

/** The key column of a field's value of one kind, or null when the field id is too long for a column name. */
export function keyColumnName(kind: KeyKind, fieldId: string): string | null {
  const name = `${KINDS[kind].prefix}${fieldId}`;
  return KEY_COLUMN.test(name) ? name : null;
}

/** A key column in a query: its name, quoted (it holds only letters, digits and one underscore). */
export const keyColumnSql = (column: string): SQL => {
  if (!KEY_COLUMN.test(column)) throw new Error(`not a key column: ${column}`);
  return sql.raw(`"${column}"`);
};

/** A key column's index, in the key table's schema: named after the column, or a digest of it when too long. */
function indexNameOf(formId: string, column: string): string {
  const table = keyTableName(formId).split('.')[1] ?? '';
  const name = `${table}_${column}`;
  return name.length <= 63
    ? name
    : `${table}_${createHash('sha256').update(column).digest('hex').slice(0, 12)}`;
}

interface KeyColumnState {
  name: string;
  /** Whether a valid index of the column alone exists: it is built only after the column is filled. */
  indexed: boolean;
}

/** The form's key columns, each with whether it is ready (filled and indexed); none without a key table. */
async function keyColumnsOf(db: DbOrTx, formId: string): Promise<KeyColumnState[]> {
  return rowsOf<KeyColumnState>(
    db,
    sql`select a.attname as name, exists (
          select from pg_index x where x.indrelid = a.attrelid and x.indisvalid and x.indnatts = 1
            and x.indexprs is null and x.indkey[0] = a.attnum) as indexed
        from pg_attribute a
        where a.attrelid = to_regclass(${keyTableName(formId)}) and a.attnum > 0 and not a.attisdropped
          and a.attname not in ('id', 'is_trashed')`,
  );
}

/** The key columns a count may read now: filled and indexed. */
export async function readyKeyColumns(db: DbOrTx, formId: string): Promise<Set<string>> {
  const columns = await keyColumnsOf(db, formId);
  return new Set(columns.filter((column) => column.indexed).map((column) => column.name));
}

/** A batch of a fill gives up after this long waiting for the form's writers, and is tried again. */
const FILL_LOCK_TIMEOUT = '200ms';
const FILL_RETRY_PAUSE_MS = 100;
/** A fill that finds the form's writers in its way this long leaves the rest to the next reconcile. */
const FILL_GIVE_UP_MS = 60_000;

/**
 * Writes every entry's key row with the key table's columns, a batch of entries at a time in the order of their
 * ids. Each batch holds the form's partition against writes (SHARE) while it reads and writes: a writer that
 * started before the batch (perhaps before a new column, so its trigger left it out) has ended and the batch
 * reads its entries; one that starts after waits for the batch, and its trigger writes every column. A batch
 * waits at most a moment for the writers before it and tries again after a pause, so writers never queue
 * behind a fill for long.
 */
async function fillKeyRows(db: Db, formId: string): Promise<void> {
  const keys = keyTableName(formId);
  const [c] = await rowsOf<{ names: string; key_values: string; new_values: string }>(
    db,
    sql`select names, key_values, new_values from entry_key_columns_sql(to_regclass(${keys}))`,
  );
  if (!c) return;
  const batch = (after: string) =>
    sql.raw(`with batch as (
        select id, is_trashed, data from ${partitionName(formId)}
        where form_id = '${formId}' and id > '${after}' order by id limit ${FILL_BATCH}),
      written as (
        insert into ${keys} (id, is_trashed${c.names})
        select id, is_trashed${c.key_values} from batch
        on conflict (id) do update set (is_trashed${c.names}) = row(excluded.is_trashed${c.new_values}))
      select (select id from batch order by id desc limit 1)::text as id`);
  let after = '00000000-0000-0000-0000-000000000000';
  let blockedSince: number | null = null;
  for (;;) {
    let last: string | null = null;
    try {
      last = await db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local lock_timeout = '${FILL_LOCK_TIMEOUT}'`));
        await tx.execute(sql.raw(`lock table ${partitionName(formId)} in share mode`));
        const [row] = await rowsOf<{ id: string | null }>(tx, batch(after));
        return row?.id ?? null;
      });
    } catch (error) {
      if (!isLockTimeout(error)) throw error;
      blockedSince ??= Date.now();
      if (Date.now() - blockedSince > FILL_GIVE_UP_MS)
        throw new Error(
          `the writers of form ${formId} held its entries for a minute: key columns left unfilled`,
        );
      await new Promise((resolve) => setTimeout(resolve, FILL_RETRY_PAUSE_MS));
      continue;
    }
    blockedSince = null;
    if (!last) return;
    after = last;
  }
}

/** A filter's use of a field's number or text index, which wants a key column. */
export interface KeyUse {
  fieldId: string;
  kind: KeyKind;
}

export const isKeyUse = (use: IndexUse): use is KeyUse & IndexUse =>
  use.filter === true && (use.kind === 'number' || use.kind === 'text');

async function keyTableExists(db: DbOrTx, formId: string): Promise<boolean> {
  const [row] = await rowsOf<{ exists: boolean }>(
    db,
    sql`select to_regclass(${keyTableName(formId)}) is not null as exists`,
  );
  return row?.exists === true;
}

/**
 * Brings the form's key table in line with its filters: the columns it has and those asked for (asked), each
 * kept while its field has the on-demand index of its kind. Drops the table when no column is left, else
 * creates it, drops the columns no longer wanted and adds the missing ones; then fills every column not yet
 * indexed (new, or left unfilled by an interrupted fill) and indexes it, which makes it ready for counts.
 * With `concurrently` (a PostgreSQL server) the indexes are built without blocking writers. Returns the
 * columns made ready.
 */
export async function syncKeyColumns(
  db: Db,
  formId: string,
  asked: readonly KeyUse[],
  options: { concurrently: boolean },
): Promise<string[]> {
  const keys = keyTableName(formId);
  const exists = await keyTableExists(db, formId);
  // Most forms have none and are asked for none: nothing more to look at.
  if (!exists && asked.length === 0) return [];
  const kept = (exists ? await keyColumnsOf(db, formId) : []).flatMap(
    (column) => useOfColumn(column.name) ?? [],
  );
  const served = await servedByIndexes(db, formId, [...kept, ...asked]);
  const wanted = new Set(served.flatMap((use) => keyColumnName(use.kind, use.fieldId) ?? []));
  if (wanted.size === 0) {
    if (exists) await db.execute(sql.raw(`DROP TABLE ${keys}`));
    return [];
  }
  await db.execute(
    sql.raw(`CREATE TABLE IF NOT EXISTS ${keys} (id uuid PRIMARY KEY, is_trashed boolean NOT NULL)`),
  );
  const present = await keyColumnsOf(db, formId);
  const presentNames = new Set(present.map((column) => column.name));
  const changes = [
    ...present.filter((column) => !wanted.has(column.name)).map((column) => `DROP COLUMN "${column.name}"`),
    ...[...wanted]
      .filter((name) => !presentNames.has(name))
      .flatMap((name) => {
        const use = useOfColumn(name);
        return use ? [`ADD COLUMN "${name}" ${KINDS[use.kind].type}`] : [];
      }),
  ];
  if (changes.length > 0) await db.execute(sql.raw(`ALTER TABLE ${keys} ${changes.join(', ')}`));
  const indexed = new Set(present.filter((column) => column.indexed).map((column) => column.name));
  const unfilled = [...wanted].filter((name) => !indexed.has(name));
  if (unfilled.length === 0) return [];
  await fillKeyRows(db, formId);
  const how = options.concurrently ? ' CONCURRENTLY' : '';
  for (const column of unfilled) {
    const name = indexNameOf(formId, column);
    // An index left invalid by an interrupted build is built again.
    await db.execute(sql.raw(`DROP INDEX${how} IF EXISTS entry_keys."${name}"`));
    await db.execute(sql.raw(`CREATE INDEX${how} "${name}" ON ${keys} ("${column}" NULLS FIRST)`));
  }
  await db.execute(sql.raw(`ANALYZE ${keys}`));
  return unfilled;
}
