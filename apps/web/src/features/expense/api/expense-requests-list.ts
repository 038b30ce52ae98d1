import type { RequestItemInput } from '@atrium/domain/expense/expense.schemas.ts';
import type { RequestStatus } from '@atrium/domain/expense/expense-approval.ts';
import { expenseRequestsContract as contract } from '@atrium/domain/expense/expense-requests.contract.ts';
import type { ListRequestsQuery, RequestDetail } from '@atrium/domain/expense/expense-requests.schemas.ts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../app/api-client.ts';
import { useRefreshingKeyedMutation, useRefreshingMutation } from '../../../app/query-factories.ts';
import { queryKeys } from '../../../app/query-keys.ts';

// All Requests (/expense-management/list-bank-transfers): the paged list, one request, its history, the
// export links, and every change an approver or editor makes. Every query lives under
// queryKeys.expenseRequests, so the live event 'expense.changed' refetches them all (features/events).

/** The filter dialog's choices as the address and the server carry them (no paging). */
export type RequestFilters = Omit<ListRequestsQuery, 'after' | 'limit'>;

const todayHere = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/**
 * The filters as the server is asked them. The server counts days in UTC; "created up to today" on this device
 * means "up to now" (nothing is created later), so that bound is left out and a request made this evening
 * west of Greenwich, already tomorrow in UTC, is listed.
 */
function askedOf(filters: RequestFilters): RequestFilters {
  if (!filters.createdTo || filters.createdTo < todayHere()) return filters;
  const { createdTo: _upToNow, ...rest } = filters;
  return rest;
}

const listKey = (filters: RequestFilters) => [...queryKeys.expenseRequests, 'list', filters] as const;
const requestKey = (requestId: string) => [...queryKeys.expenseRequests, 'one', requestId] as const;
const historyKey = (requestId: string) => [...requestKey(requestId), 'history'] as const;

/** The requests of the filters the caller may see, newest first, a page at a time (`next` is the next `after`). */
export const useExpenseRequests = (filters: RequestFilters) =>
  useInfiniteQuery({
    queryKey: listKey(filters),
    queryFn: ({ pageParam, signal }) =>
      callApi(contract.list, { query: { ...askedOf(filters), after: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next ?? undefined,
  });

/** One request with its items and attachments. */
export const useExpenseRequest = (requestId: string | null) =>
  useQuery({
    queryKey: requestKey(requestId ?? ''),
    queryFn: async ({ signal }) =>
      (await callApi(contract.get, { params: { requestId: requestId ?? '' }, signal })).request,
    enabled: requestId !== null,
  });

/** Every change made to the request, oldest first. */
export const useRequestHistory = (requestId: string) =>
  useQuery({
    queryKey: historyKey(requestId),
    queryFn: async ({ signal }) =>
      (await callApi(contract.history, { params: { requestId }, signal })).history,
  });

/** The address of the export of the filters: every request they give that the caller may see. */
export function exportUrl(filters: RequestFilters, format: 'csv' | 'xlsx'): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(askedOf(filters))) if (value) query.set(key, String(value));
  query.set('format', format);
  return `${contract.export.path}?${query}`;
}

/** A change answers the request as it now is and a message; the lists, the request and its history refetch. */
type Changed = { request: RequestDetail; message: string };
const useRequestChange = <Input>(change: (input: Input) => Promise<Changed>) =>
  useRefreshingMutation([queryKeys.expenseRequests], change);
/** A decision or a status: resent with its key after a lost answer, so it is made once (decision 0035). */
const useKeyedRequestChange = <Input>(change: (input: Input, key: string) => Promise<Changed>) =>
  useRefreshingKeyedMutation([queryKeys.expenseRequests], change);

interface OnRequest {
  requestId: string;
  version: number;
}

export const useDecideItem = () =>
  useKeyedRequestChange(
    (
      {
        requestId,
        itemId,
        version,
        decision,
      }: OnRequest & { itemId: string; decision: 'approved' | 'rejected' },
      idempotencyKey,
    ) =>
      callApi(contract.decideItem, {
        params: { requestId, itemId },
        body: { version, decision },
        idempotencyKey,
      }),
  );

export const useDecideAll = () =>
  useKeyedRequestChange(
    ({ requestId, version, decision }: OnRequest & { decision: 'approved' | 'rejected' }, idempotencyKey) =>
      callApi(contract.decideAll, { params: { requestId }, body: { version, decision }, idempotencyKey }),
  );

export const useSetStatus = () =>
  useKeyedRequestChange(
    ({ requestId, version, status }: OnRequest & { status: RequestStatus }, idempotencyKey) =>
      callApi(contract.setStatus, { params: { requestId }, body: { version, status }, idempotencyKey }),
  );

export const useEditItem = () =>
  useRequestChange(
    ({ requestId, itemId, version, item }: OnRequest & { itemId: string; item: RequestItemInput }) =>
      callApi(contract.editItem, { params: { requestId, itemId }, body: { version, item } }),
  );
