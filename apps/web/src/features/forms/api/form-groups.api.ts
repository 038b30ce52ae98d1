import { formGroupsContract as contract } from '@atrium/domain/form-groups/form-groups.contract.ts';
import type { FormGroup, SaveFormGroupInput } from '@atrium/domain/form-groups/form-groups.schemas.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../app/api-client.ts';
import { keepPreviousOnSameSide, queryFlag, useRefreshingMutation } from '../../../app/query-factories.ts';
import { queryKeys } from '../../../app/query-keys.ts';
import type { PendingAction } from '../../../ui/list/trash-actions.ts';

export interface FormGroupsFilter {
  trashed: boolean;
  search: string;
}

const listQuery = (filter: FormGroupsFilter) => ({
  trashed: queryFlag(filter.trashed),
  search: filter.search,
});

export const getFormGroups = async (filter: FormGroupsFilter) =>
  (await callApi(contract.list, { query: listQuery(filter) })).groups;

export const formGroupsQueryOptions = (filter: FormGroupsFilter) =>
  queryOptions({
    queryKey: [...queryKeys.formGroups, 'list', filter] as const,
    queryFn: () => getFormGroups(filter),
    placeholderData: keepPreviousOnSameSide(filter, 'trashed'),
  });

/** Manage Form Groups; kept live by the 'form-groups.changed' event. */
export const useFormGroups = (filter: FormGroupsFilter) => useQuery(formGroupsQueryOptions(filter));

export const getFormGroup = async (groupId: string) =>
  (await callApi(contract.get, { params: { groupId } })).group;

export const formGroupQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: [...queryKeys.formGroups, 'one', groupId] as const,
    queryFn: () => getFormGroup(groupId),
  });

export const useFormGroup = (groupId: string | undefined) =>
  useQuery({ ...formGroupQueryOptions(groupId ?? ''), enabled: Boolean(groupId) });

export const getDataGroups = async (search: string) =>
  (await callApi(contract.dataGroups, { query: { search } })).groups;

export const dataGroupsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...queryKeys.dataGroups, search] as const,
    queryFn: () => getDataGroups(search),
    placeholderData: keepPreviousData,
  });

/** The data-management landing: live groups the reader can see. */
export const useDataGroups = (search = '') => useQuery(dataGroupsQueryOptions(search));

export const getDataGroupForms = (groupId: string, filter: FormGroupsFilter) =>
  callApi(contract.dataGroupForms, { params: { groupId }, query: listQuery(filter) });

export const dataGroupFormsQueryOptions = (groupId: string, filter: FormGroupsFilter) =>
  queryOptions({
    queryKey: [...queryKeys.dataGroups, groupId, filter] as const,
    queryFn: () => getDataGroupForms(groupId, filter),
  });

export const useDataGroupForms = (groupId: string, filter: FormGroupsFilter) =>
  useQuery(dataGroupFormsQueryOptions(groupId, filter));

/** Every write refreshes the groups and forms once it is done, whatever the answer. */
const useFormGroupsMutation = <Input, Result>(mutationFn: (input: Input) => Promise<Result>) =>
  useRefreshingMutation([queryKeys.formGroups, queryKeys.forms], mutationFn);

export const useCreateFormGroup = () =>
  useFormGroupsMutation((body: SaveFormGroupInput) => callApi(contract.create, { body }));

export const useUpdateFormGroup = () =>
  useFormGroupsMutation(({ groupId, body }: { groupId: string; body: SaveFormGroupInput }) =>
    callApi(contract.update, { params: { groupId }, body }),
  );

/** Trash, restore or delete one form group, or restore or delete the ticked ones. */
export const useFormGroupTrashAction = () =>
  useFormGroupsMutation((pending: PendingAction<FormGroup>) =>
    'ids' in pending
      ? callApi(contract[pending.kind], { body: { ids: pending.ids } })
      : callApi(contract[pending.kind], { params: { groupId: pending.item.id } }),
  );
