import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../platform/db/database.ts';
import { startPeriodic } from '../../platform/jobs/periodic.ts';
import { type IndexUse, syncEntryIndexes } from './entry-indexes.repo.ts';
import { isKeyUse, syncKeyColumns } from './entry-keys.repo.ts';
import { analyzeNewPartition, keyTableName, partitionName } from './entry-partitions.repo.ts';

/** One builder at a time among all the processes sharing the database (migrations hold 7_214_001). */
export const INDEX_LOCK_KEY = 7_214_002;
/** While another process builds, ask again after a pause that doubles up to half a minute. */
const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;
/** Every form is looked at shortly after start and then every ten minutes: builds lost to a crash resume. */
const RECONCILE_FIRST_MS = 10_000;
const RECONCILE_EVERY_MS = 10 * 60_000;

const useKey = (formId: string, use: IndexUse) =>
  `${formId}:${use.kind}:${use.fieldId}${use.filter ? ':filter' : ''}`;

export interface IndexBuilderLog {
  built(formId: string, names: string[]): void;
  failed(error: unknown, formId?: string): void;
}

async function reconcileForm(
  db: Db,
  formId: string,
  concurrently: boolean,
  asked: readonly IndexUse[] = [],
): Promise<string[]> {
  const result = (await db.execute(sql`
    SELECT field_config, to_regclass(${partitionName(formId)}) IS NOT NULL AS partitioned
    FROM forms WHERE id = ${formId}`)) as unknown as {
    rows: { field_config: FieldConfig[]; partitioned: boolean }[];
  };
  const form = result.rows[0];
  // A form deleted meanwhile took its partition and indexes with it.
  if (!form?.partitioned) return [];
  const built = await syncEntryIndexes(db, formId, form.field_config, { concurrently, asked });
  // The planner knows nothing of a new expression until the partition is analysed: without statistics it
  // guesses 0.5 % of the rows for every filter and picks plans for 25 rows where there are 20,000.
  if (built.length > 0) await db.execute(sql.raw(`ANALYZE ${partitionName(formId)}`));
  // A form filled by submissions alone gets none otherwise on the embedded database, which has no autovacuum:
  // its unique checks would read every entry (decision 0055, addendum).
  else await analyzeNewPartition(db, formId);
  // Key columns for the fields filters asked for, kept while their on-demand index is (decision 0060).
  const keyed = await syncKeyColumns(db, formId, [...asked].filter(isKeyUse), { concurrently });
  return [...built, ...keyed.map((column) => `${keyTableName(formId)}.${column}`)];
}

async function allFormIds(db: Db): Promise<string[]> {
  const result = (await db.execute(sql`SELECT id FROM forms ORDER BY id`)) as unknown as {
    rows: { id: string }[];
  };
  return result.rows.map((row) => row.id);
}

/**
 * Builds the field indexes of entries after a form's field configuration is saved, outside the save's
 * transaction, so a large form's writers are never held up: on a PostgreSQL server with CREATE INDEX
 * CONCURRENTLY on one connection of its own; on the embedded database (one connection) with a plain build
 * after the save has committed. An advisory lock lets one process build at a time; a process that finds it
 * taken keeps its requests and asks again later. A build cut short (a crash, a restart) leaves an index
 * missing or invalid; the reconcile of every form, at start and then periodically, finishes it.
 */
export class EntryIndexBuilder {
  private readonly pending = new Set<string>();
  /** Filters and sorts seen, per form, whose on-demand index is to be built. */
  private readonly pendingUses = new Map<string, IndexUse[]>();
  /**
   * On-demand indexes this process has already asked for: the table asks on every page, the builder once.
   * Only a shortcut: a process that never saw the request finds the index in the catalogue.
   */
  private readonly askedUses = new Set<string>();
  private everything = false;
  private running: Promise<void> | null = null;
  private retryTimer: NodeJS.Timeout | undefined;
  private stopReconcile: (() => Promise<void>) | undefined;
  private retryMs = FIRST_RETRY_MS;
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly log: IndexBuilderLog,
  ) {}

  /** Brings the form's indexes in line soon; call it after the transaction that changed its fields. */
  request(formId: string): void {
    this.pending.add(formId);
    this.kick();
  }

  /**
   * Builds soon the on-demand indexes a page's filters and sort would read (see indexUsesOf), once per
   * index and process; one already built is left as it is.
   */
  requestFieldIndexes(formId: string, uses: readonly IndexUse[]): void {
    const fresh = uses.filter((use) => {
      const key = useKey(formId, use);
      if (this.askedUses.has(key)) return false;
      this.askedUses.add(key);
      return true;
    });
    if (fresh.length === 0) return;
    this.pendingUses.set(formId, [...(this.pendingUses.get(formId) ?? []), ...fresh]);
    this.request(formId);
  }

  /** Brings every form's indexes in line soon. */
  requestAll(): void {
    this.everything = true;
    this.kick();
  }

  /** Reconciles every form shortly after start and then every ten minutes. */
  start(): void {
    this.stopReconcile = startPeriodic(
      async () => this.requestAll(),
      { firstDelayMs: RECONCILE_FIRST_MS, everyMs: RECONCILE_EVERY_MS },
      (error) => this.log.failed(error),
    );
  }

  /** Starts nothing new and waits for the index being built; what was pending is left to the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    await this.stopReconcile?.();
    await this.running;
  }

  private kick(): void {
    if (this.stopped || this.running || this.retryTimer) return;
    if (this.pending.size === 0 && !this.everything) return;
    this.running = this.drain()
      .catch((error: unknown) => {
        this.log.failed(error);
        return false;
      })
      .then((done) => {
        this.running = null;
        if (done) {
          this.retryMs = FIRST_RETRY_MS;
          this.kick();
        } else if (!this.stopped) {
          this.retryTimer = setTimeout(() => {
            this.retryTimer = undefined;
            this.kick();
          }, this.retryMs).unref();
          this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
        }
      });
  }

  /** Works through the requests while holding the lock; false when another process holds it. */
  private drain(): Promise<boolean> {
    const concurrently = this.database.kind === 'postgres';
    return this.database.tryWithAdvisoryLock(INDEX_LOCK_KEY, async (db) => {
      if (this.everything) {
        this.everything = false;
        for (const formId of await allFormIds(db)) this.pending.add(formId);
      }
      // A form requested while this runs joins the iteration.
      for (const formId of this.pending) {
        if (this.stopped) return;
        this.pending.delete(formId);
        const asked = this.pendingUses.get(formId) ?? [];
        this.pendingUses.delete(formId);
        try {
          const built = await reconcileForm(db, formId, concurrently, asked);
          if (built.length > 0) this.log.built(formId, built);
        } catch (error) {
          // Left to the next reconcile rather than retried at once: the cause may well last. The indexes
          // asked for are forgotten, so the next page that needs one asks again.
          for (const use of asked) this.askedUses.delete(useKey(formId, use));
          this.log.failed(error, formId);
        }
      }
    });
  }
}
