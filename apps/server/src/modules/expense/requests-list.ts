import { reachOf } from '@atrium/domain/access/scoped-rights.ts';
import { expenseMessages as m } from '@atrium/domain/expense/expense.messages.ts';
import type { ListRequestsQuery, RequestSummary } from '@atrium/domain/expense/expense-requests.schemas.ts';
import { EXPENSE_RIGHTS } from '@atrium/domain/expense/expense-rights.ts';
import { and, eq, getTableColumns, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { isCursorTime } from '../../platform/db/cursor-time.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { expenseRequests } from '../../platform/db/schema.ts';
import { badRequest, forbidden } from '../../platform/http/errors.ts';
import { type ExpenseCaller, expenseCaller } from './expense.caller.ts';
import { type RequestRow, summaryView } from './requests.repo.ts';

type Deps = Pick<AppContext, 'db'>;

/** The filter dialog's choices (the list's and the export's). */
export type RequestFilters = Pick<ListRequestsQuery, 'approval' | 'status' | 'createdFrom' | 'createdTo'>;

const DAY_MS = 24 * 60 * 60 * 1000;
const startOfDay = (isoDate: string) => new Date(`${isoDate}T00:00:00.000Z`);

/**
 * Which requests of the organisation the caller may list: all of them (view_all, org admins) or their own
 * (view_self). Neither: 403 m.noViewPermission.
 */
export function listScope(caller: ExpenseCaller): 'all' | 'own' {
  if (caller.isOrgAdmin) return 'all';
  const reach = reachOf(EXPENSE_RIGHTS, caller.roles, 'view');
  if (reach === 'all') return 'all';
  if (reach === 'own') return 'own';
  throw forbidden(m.noViewPermission);
}

/**
 * The conditions of the filters and of the caller's scope. Days are UTC days: `createdFrom` from the start of
 * its day, `createdTo` to the end of its day. A 'to' before the 'from' is refused, and so is a 'from' no time
 * zone has reached yet (later than tomorrow in UTC: the filter dialog sends the day of the user's clock).
 */
export function requestConditions(
  caller: ExpenseCaller,
  filters: RequestFilters,
  now = new Date(),
): SQL | undefined {
  const scope = listScope(caller);
  const { createdFrom, createdTo } = filters;
  if (createdFrom && createdTo && createdTo < createdFrom) {
    throw badRequest(m.toDateBeforeFrom, { createdTo: m.toDateBeforeFrom });
  }
  if (createdFrom && startOfDay(createdFrom).getTime() > now.getTime() + DAY_MS) {
    throw badRequest(m.fromDateInFuture, { createdFrom: m.fromDateInFuture });
  }
  const r = expenseRequests;
  return and(
    eq(r.orgId, caller.orgId),
    scope === 'own' ? eq(r.createdBy, caller.userId) : undefined,
    filters.approval ? eq(r.approvalState, filters.approval) : undefined,
    filters.status ? eq(r.status, filters.status) : undefined,
    createdFrom ? gte(r.createdAt, startOfDay(createdFrom)) : undefined,
    createdTo ? lt(r.createdAt, new Date(startOfDay(createdTo).getTime() + DAY_MS)) : undefined,
  );
}

// A page's end: the created_at of its last request to the microsecond (as PostgreSQL holds it, finer than a
// JavaScript Date) and its id, as base64url. Nothing else is in it, so it reveals nothing.
const CURSOR =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export interface Position {
  at: string;
  id: string;
}

export const encodeCursor = (position: Position) =>
  Buffer.from(`${position.at}|${position.id}`).toString('base64url');

/** The position a cursor names; anything else is 400 m.pageExpired. */
export function decodeCursor(cursor: string): Position {
  const match = CURSOR.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match || !isCursorTime(match[1] as string)) {
    throw badRequest(m.pageExpired, { after: m.pageExpired });
  }
  return { at: match[1] as string, id: match[2] as string };
}

/** created_at as UTC text to the microsecond, for cursors. */
export const createdAtText = sql<string>`to_char(${expenseRequests.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * The list's order, as its indexes hold it: they were made `DESC NULLS LAST`, and PostgreSQL reads an index in
 * order only for an ORDER BY with the same nulls placement (plain DESC means NULLS FIRST), even on NOT NULL
 * columns. Without it every page sorts all the organisation's requests.
 */
export const LIST_ORDER = [
  sql`${expenseRequests.createdAt} desc nulls last`,
  sql`${expenseRequests.id} desc nulls last`,
] as const;

/** Rows strictly after a position in the list's order (created_at desc, id desc). */
export const afterPosition = (position: Position) =>
  sql`(${expenseRequests.createdAt}, ${expenseRequests.id}) < (${position.at}::timestamptz, ${position.id}::uuid)`;

/**
 * One page of requests in the list's order after `position`: a single query on the list indexes
 * (expense_requests_list_idx, _state_idx, _status_idx, _creator_idx), `limit + 1` rows to know whether
 * another page follows.
 */
export function requestPage(
  db: DbOrTx,
  where: SQL | undefined,
  position: Position | null,
  limit: number,
): Promise<(RequestRow & { cursorAt: string })[]> {
  return db
    .select({ ...getTableColumns(expenseRequests), cursorAt: createdAtText })
    .from(expenseRequests)
    .where(and(where, position ? afterPosition(position) : undefined))
    .orderBy(...LIST_ORDER)
    .limit(limit);
}

/** The requests the caller may see, newest first, filtered, a page at a time. */
export async function listRequests(
  ctx: Deps,
  auth: AuthContext,
  query: ListRequestsQuery,
): Promise<{ requests: RequestSummary[]; next: string | null }> {
  const caller = expenseCaller(auth);
  const where = requestConditions(caller, query);
  const position = query.after ? decodeCursor(query.after) : null;
  const rows = await requestPage(ctx.db, where, position, query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  return {
    requests: page.map((row) => summaryView(caller, row)),
    next: rows.length > query.limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}
