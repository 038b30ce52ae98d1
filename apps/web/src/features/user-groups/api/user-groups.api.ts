import { userGroupsContract as contract } from '@atrium/domain/user-groups/user-groups.contract.ts';
import type {
  CreateUserGroup,
  UpdateUserGroup,
  UserGroup,
} from '@atrium/domain/user-groups/user-groups.schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../app/api-client.ts';
import { keepPreviousOnSameSide, queryFlag, useRefreshingMutation } from '../../../app/query-factories.ts';
import { queryKeys } from '../../../app/query-keys.ts';
import type { PendingAction } from '../../../ui/list/trash-actions.ts';

export interface GroupsFilter {
  trashed: boolean;
  search: string;
}

export const getUserGroups = (filter: GroupsFilter) =>
  callApi(contract.list, { query: { trashed: queryFlag(filter.trashed), search: filter.search } });

export const userGroupsQueryOptions = (filter: GroupsFilter) =>
  queryOptions({
    queryKey: [...queryKeys.userGroups, filter] as const,
    queryFn: () => getUserGroups(filter),
    placeholderData: keepPreviousOnSameSide(filter, 'trashed'),
  });

/** The organisation's groups (or its trash); kept live by the 'user-groups.changed' event. */
export const useUserGroups = (filter: GroupsFilter) => useQuery(userGroupsQueryOptions(filter));

/** Every write refreshes the lists once it is done, whatever the answer. */
const useGroupsMutation = <Input, Result>(mutationFn: (input: Input) => Promise<Result>) =>
  useRefreshingMutation([queryKeys.userGroups], mutationFn);

export const useCreateUserGroup = () =>
  useGroupsMutation((body: CreateUserGroup) => callApi(contract.create, { body }));

export const useUpdateUserGroup = () =>
  useGroupsMutation(({ groupId, body }: { groupId: string; body: UpdateUserGroup }) =>
    callApi(contract.update, { params: { groupId }, body }),
  );

/** Trash, restore or delete one user group, or restore or delete the ticked ones. */
export const useUserGroupTrashAction = () =>
  useGroupsMutation((pending: PendingAction<UserGroup>) =>
    'ids' in pending
      ? callApi(contract[pending.kind], { body: { ids: pending.ids } })
      : callApi(contract[pending.kind], { params: { groupId: pending.item.id } }),
  );
