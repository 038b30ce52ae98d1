import type { CreateRequest } from '@atrium/domain/expense/expense.schemas.ts';
import type {
  HistoryEntry,
  ListRequestsQuery,
  RequestDetail,
  RequestSummary,
} from '@atrium/domain/expense/expense-requests.schemas.ts';
import type { AppContext } from '../../app-context.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';

type Deps = Pick<AppContext, 'db'>;

// Submitting, listing and reading requests. (Being built: see decision 0028.)

export async function createRequest(
  _ctx: Deps,
  _auth: AuthContext,
  _input: CreateRequest,
): Promise<{ request: RequestDetail; message: string }> {
  throw new Error('not built yet');
}

export async function listRequests(
  _ctx: Deps,
  _auth: AuthContext,
  _query: ListRequestsQuery,
): Promise<{ requests: RequestSummary[]; next: string | null }> {
  throw new Error('not built yet');
}

export async function getRequest(
  _ctx: Deps,
  _auth: AuthContext,
  _requestId: string,
): Promise<{ request: RequestDetail }> {
  throw new Error('not built yet');
}

export async function requestHistoryOf(
  _ctx: Deps,
  _auth: AuthContext,
  _requestId: string,
): Promise<{ history: HistoryEntry[] }> {
  throw new Error('not built yet');
}
