import type { RequestItemInput } from '@atrium/domain/expense/expense.schemas.ts';
import type { RequestStatus } from '@atrium/domain/expense/expense-approval.ts';
import type { DecisionInput, RequestDetail } from '@atrium/domain/expense/expense-requests.schemas.ts';
import type { AppContext } from '../../app-context.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';

type Deps = Pick<AppContext, 'db'>;
type Changed = { request: RequestDetail; message: string };

// Approvals, status changes and edits of items and the bank account, each through changeRequest.
// (Being built: see decision 0028.)

export async function decideItem(
  _ctx: Deps,
  _auth: AuthContext,
  _requestId: string,
  _itemId: string,
  _input: DecisionInput,
): Promise<Changed> {
  throw new Error('not built yet');
}

export async function decideAll(
  _ctx: Deps,
  _auth: AuthContext,
  _requestId: string,
  _input: DecisionInput,
): Promise<Changed> {
  throw new Error('not built yet');
}

export async function setStatus(
  _ctx: Deps,
  _auth: AuthContext,
  _requestId: string,
  _input: { version: number; status: RequestStatus },
): Promise<Changed> {
  throw new Error('not built yet');
}

export async function addItem(
  _ctx: Deps,
  _auth: AuthContext,
  _requestId: string,
  _input: { version: number; item: RequestItemInput },
): Promise<Changed> {
  throw new Error('not built yet');
}

export async function editItem(
  _ctx: Deps,
  _auth: AuthContext,
  _requestId: string,
  _itemId: string,
  _input: { version: number; item: RequestItemInput },
): Promise<Changed> {
  throw new Error('not built yet');
}

export async function changeBankAccount(
  _ctx: Deps,
  _auth: AuthContext,
  _requestId: string,
  _input: { version: number; bank_account_id: string },
): Promise<Changed> {
  throw new Error('not built yet');
}
