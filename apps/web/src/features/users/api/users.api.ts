import type { AccessEntry } from '@atrium/domain/access/access.schemas.ts';
import { usersContract } from '@atrium/domain/users/users.contract.ts';
import type { CreateUser, UpdateUserInfo } from '@atrium/domain/users/users.schemas.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../app/api-client.ts';
import { queryFlag, useRefreshingMutation } from '../../../app/query-factories.ts';
import { queryKeys } from '../../../app/query-keys.ts';

export interface UsersPageQuery {
  archived: boolean;
  search: string;
  page: number;
  pageSize: number;
}

export const getUsersPage = (query: UsersPageQuery, signal?: AbortSignal) =>
  callApi(usersContract.list, {
    query: {
      archived: queryFlag(query.archived),
      search: query.search,
      page: query.page,
      pageSize: query.pageSize,
    },
    signal,
  });

export const usersPageQueryOptions = (query: UsersPageQuery) =>
  queryOptions({
    queryKey: [...queryKeys.users, 'page', query] as const,
    queryFn: ({ signal }) => getUsersPage(query, signal),
    // The table keeps the last page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

/** One page of the users table; kept live by the 'users.changed' event. */
export function useUsersPage(query: UsersPageQuery) {
  return useQuery(usersPageQueryOptions(query));
}

/** Every write refreshes the users once it worked. */
const useUsersMutation = <Vars, Result>(mutationFn: (vars: Vars) => Promise<Result>) =>
  useRefreshingMutation([queryKeys.users], mutationFn, 'success');

export function useCreateUser() {
  return useUsersMutation((body: CreateUser) => callApi(usersContract.create, { body }));
}

export function useUpdateUserInfo() {
  return useUsersMutation(({ userId, body }: { userId: string; body: UpdateUserInfo }) =>
    callApi(usersContract.updateInfo, { params: { userId }, body }),
  );
}

export function useUpdateUserAccess() {
  return useUsersMutation(({ userId, access }: { userId: string; access: AccessEntry[] }) =>
    callApi(usersContract.updateAccess, { params: { userId }, body: { access } }),
  );
}

export function useArchiveUser() {
  return useUsersMutation((userId: string) => callApi(usersContract.archive, { params: { userId } }));
}

export function useRestoreUser() {
  return useUsersMutation((userId: string) => callApi(usersContract.restore, { params: { userId } }));
}
