import type { HistoryEntry, RequestDetail } from '@atrium/domain/expense/expense-requests.schemas.ts';
import type { AppContext } from '../../app-context.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { expenseCaller } from './expense.caller.ts';
import { visibleOrNotFound } from './request-change.ts';
import { detailView, historyView, orgRequest, requestHistory } from './requests.repo.ts';

type Deps = Pick<AppContext, 'db'>;

/** The request the caller may see (view_all, or view_self for their own); anything else is 404. */
async function visibleRequest(ctx: Deps, auth: AuthContext, requestId: string) {
  const caller = expenseCaller(auth);
  return { caller, row: visibleOrNotFound(caller, await orgRequest(ctx.db, caller.orgId, requestId)) };
}

export async function getRequest(
  ctx: Deps,
  auth: AuthContext,
  requestId: string,
): Promise<{ request: RequestDetail }> {
  const { caller, row } = await visibleRequest(ctx, auth, requestId);
  return { request: await detailView(ctx.db, caller, row) };
}

/** Every change made to the request, oldest first. */
export async function requestHistoryOf(
  ctx: Deps,
  auth: AuthContext,
  requestId: string,
): Promise<{ history: HistoryEntry[] }> {
  const { row } = await visibleRequest(ctx, auth, requestId);
  return { history: (await requestHistory(ctx.db, row.id)).map(historyView) };
}
