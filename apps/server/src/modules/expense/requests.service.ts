import type { ListRequestsQuery, RequestSummary } from '@atrium/domain/expense/expense-requests.schemas.ts';
import type { AppContext } from '../../app-context.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';

type Deps = Pick<AppContext, 'db'>;

// Submitting, listing and reading requests (decision 0028).
export { createRequest } from './requests-create.ts';
export { getRequest, requestHistoryOf } from './requests-read.ts';

export async function listRequests(
  _ctx: Deps,
  _auth: AuthContext,
  _query: ListRequestsQuery,
): Promise<{ requests: RequestSummary[]; next: string | null }> {
  throw new Error('not built yet');
}
