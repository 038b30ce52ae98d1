import type { AuthContext } from '../auth/sessions.ts';
import type { Db, Tx } from '../db/database.ts';
import { type AppError, notFound } from '../http/errors.ts';

export type TrashAction = 'trash' | 'restore' | 'delete';

/** The domain's words for each outcome: one row, or several (with their number). */
export interface TrashMessages {
  trashed: string;
  restored: string;
  deleted: string;
  bulkTrashed?: (n: number) => string;
  bulkRestored: (n: number) => string;
  bulkDeleted: (n: number) => string;
}

/**
 * A domain's trash: how a request is let in, which rows it may touch and what each action does to them.
 * The kit runs them in order, all or nothing, and answers with the domain's messages.
 */
/** What the kit reads of every row: only a trashed row is deleted for good. */
export interface TrashableRow {
  isTrashed: boolean;
}

export interface TrashKind<Deps extends { db: Db }, At, Scope, Row extends TrashableRow, Done = void> {
  /** The caller's gates, before any transaction (session, license, app, role); `at` is the path's parameters. */
  open(deps: Deps, auth: AuthContext, at: At): Promise<Scope>;
  /**
   * The rows of the scope's organisation among the ids, locked until the commit. A row the caller may not
   * see is left out, so it reads as not found.
   */
  load(tx: Tx, scope: Scope, ids: string[]): Promise<Row[]>;
  /** What a missing id answers (404). */
  notFound: string;
  /** Refuses (throws) when a row may not take the action; nothing has changed yet. */
  check?(scope: Scope, rows: Row[], action: TrashAction): void;
  /** The refusal of a permanent delete that names a row not in the trash (after `check`). */
  notInTrash: () => AppError;
  /** Each action on the loaded rows, in the transaction; it may still refuse, and then nothing changes. */
  apply: Record<TrashAction, (tx: Tx, scope: Scope, rows: Row[]) => Promise<Done>>;
  /** Events of the change, published in the transaction: NOTIFY leaves only on commit. */
  publish?(tx: Tx, scope: Scope, ids: string[]): Promise<void>;
  /** Work once committed (coalesced events, stored files to remove), given what `apply` returned. */
  afterCommit?(deps: Deps, scope: Scope, done: Done): Promise<void> | void;
  messages: TrashMessages;
}

type Answer = Promise<{ message: string }>;

/** The trash lifecycle of a domain, as the routes call it. */
export interface TrashService<Deps, At> {
  /** One row (the item routes): answers with the single-row message. */
  one(action: TrashAction, deps: Deps, auth: AuthContext, at: At, id: string): Answer;
  /** Several rows (the bulk routes): answers with the counted message. */
  many(action: TrashAction, deps: Deps, auth: AuthContext, at: At, ids: string[]): Answer;
}

/**
 * Runs one action on a set of rows, all or nothing: every id must be a row the caller may see (else 404),
 * every row must pass the domain's checks, then the action applies and the events leave with the commit.
 * Returns how many distinct rows it touched.
 */
export async function runTrashAction<Deps extends { db: Db }, At, Scope, Row extends TrashableRow, Done>(
  kind: TrashKind<Deps, At, Scope, Row, Done>,
  request: { deps: Deps; auth: AuthContext; at: At },
  action: TrashAction,
  ids: string[],
): Promise<number> {
  const { deps } = request;
  const scope = await kind.open(deps, request.auth, request.at);
  const wanted = [...new Set(ids)];
  const done = await deps.db.transaction(async (tx) => {
    const rows = await kind.load(tx, scope, wanted);
    if (rows.length !== wanted.length) throw notFound(kind.notFound);
    kind.check?.(scope, rows, action);
    if (action === 'delete' && rows.some((row) => !row.isTrashed)) throw kind.notInTrash();
    const result = await kind.apply[action](tx, scope, rows);
    await kind.publish?.(tx, scope, wanted);
    return result;
  });
  await kind.afterCommit?.(deps, scope, done);
  return wanted.length;
}

/** Builds a domain's trash service from its kind. */
export function trashLifecycle<Deps extends { db: Db }, At, Scope, Row extends TrashableRow, Done = void>(
  kind: TrashKind<Deps, At, Scope, Row, Done>,
): TrashService<Deps, At> {
  const m = kind.messages;
  const single: Record<TrashAction, string> = { trash: m.trashed, restore: m.restored, delete: m.deleted };
  const counted: Record<TrashAction, ((n: number) => string) | undefined> = {
    trash: m.bulkTrashed,
    restore: m.bulkRestored,
    delete: m.bulkDeleted,
  };
  return {
    async one(action, deps, auth, at, id) {
      await runTrashAction(kind, { deps, auth, at }, action, [id]);
      return { message: single[action] };
    },
    async many(action, deps, auth, at, ids) {
      const say = counted[action];
      if (!say) throw new Error(`no bulk ${action} in this trash`);
      const n = await runTrashAction(kind, { deps, auth, at }, action, ids);
      return { message: say(n) };
    },
  };
}
