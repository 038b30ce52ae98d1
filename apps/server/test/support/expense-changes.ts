import type { RequestItemInput } from '@atrium/domain/expense/expense.schemas.ts';
import type { RequestStatus } from '@atrium/domain/expense/expense-approval.ts';
import type { RequestDetail } from '@atrium/domain/expense/expense-requests.schemas.ts';
import { expect } from 'vitest';
import { type ExpenseAgent, historyOf, readRequest } from './expense-fixtures.ts';
import { call, errorOf, type Response } from './test-app.ts';

// The changes of a request as the request details dialog makes them: each names the version it was read at.

type Agent = Pick<ExpenseAgent, 'app' | 'cookie'>;
type Read = Pick<RequestDetail, 'id' | 'version'>;
export type Decision = 'approved' | 'rejected';

const base = (request: Read) => `/api/expense/requests/${request.id}`;

export const decideItem = (agent: Agent, request: Read, itemId: string, decision: Decision) =>
  call(agent.app, 'POST', `${base(request)}/items/${itemId}/decision`, {
    cookie: agent.cookie,
    body: { version: request.version, decision },
  });

export const decideAll = (agent: Agent, request: Read, decision: Decision) =>
  call(agent.app, 'POST', `${base(request)}/decision`, {
    cookie: agent.cookie,
    body: { version: request.version, decision },
  });

export const setStatus = (agent: Agent, request: Read, status: RequestStatus) =>
  call(agent.app, 'POST', `${base(request)}/status`, {
    cookie: agent.cookie,
    body: { version: request.version, status },
  });

export const addItem = (agent: Agent, request: Read, item: RequestItemInput | Record<string, unknown>) =>
  call(agent.app, 'POST', `${base(request)}/items`, {
    cookie: agent.cookie,
    body: { version: request.version, item },
  });

export const editItem = (
  agent: Agent,
  request: Read,
  itemId: string,
  item: RequestItemInput | Record<string, unknown>,
) =>
  call(agent.app, 'PUT', `${base(request)}/items/${itemId}`, {
    cookie: agent.cookie,
    body: { version: request.version, item },
  });

export const changeAccount = (agent: Agent, request: Read, bankAccountId: string) =>
  call(agent.app, 'PUT', `${base(request)}/bank-account`, {
    cookie: agent.cookie,
    body: { version: request.version, bank_account_id: bankAccountId },
  });

/** The request a change answered, after checking it answered 200 with this message. */
export function changed(response: Response, message?: string): RequestDetail {
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as { request: RequestDetail; message: string };
  if (message !== undefined) expect(body.message).toBe(message);
  return body.request;
}

/** Checks a refusal's status and words. */
export function refused(response: Response, status: number, message: string): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(errorOf(response).message).toBe(message);
}

type Attempt = () => Promise<Response>;

/**
 * Runs a change that must be refused, and checks that the request (version, items, amounts, status) and its
 * history are exactly as before. Given several changes, runs each in turn, each refused alike.
 */
export async function refusedAndUnchanged(
  reader: Agent,
  request: Read,
  attempts: Attempt | readonly Attempt[],
  status: number,
  message: string,
): Promise<void> {
  for (const attempt of typeof attempts === 'function' ? [attempts] : attempts) {
    const [before, historyBefore] = [
      await readRequest(reader, request.id),
      await historyOf(reader, request.id),
    ];
    refused(await attempt(), status, message);
    expect(await readRequest(reader, request.id)).toEqual(before);
    expect(await historyOf(reader, request.id)).toEqual(historyBefore);
  }
}

/** The amounts of a request in paise, with its approval state. */
export const amounts = (request: RequestDetail) => ({
  state: request.approval_state,
  total: request.total_request_amount,
  approved: request.approved_amount,
  rejected: request.rejected_amount,
  pending: request.pending_approval_amount,
});

export const decisions = (request: RequestDetail) => request.requested_items.map((item) => item.decision);
