import { usersContract } from '@atrium/domain/users/users.contract.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../app/api-client.ts';
import { queryKeys } from '../../../app/query-keys.ts';

export const getPickableUsers = async () => (await callApi(usersContract.pickable)).users;

export const pickableUsersQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.pickableUsers, queryFn: getPickableUsers });

/** Active, unblocked users of the organisation, offered as group members. */
export function usePickableUsers(enabled = true) {
  return useQuery({ ...pickableUsersQueryOptions(), enabled });
}
