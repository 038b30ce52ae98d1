import { formGroupsContract as contract } from '@atrium/domain/form-groups/form-groups.contract.ts';
import type { SaveFormGroupInput } from '@atrium/domain/form-groups/form-groups.schemas.ts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../app/api-client.ts';
import { queryKeys } from '../../../app/query-keys.ts';

export interface FormGroupsFilter {
  trashed: boolean;
  search: string;
}

export const formGroupsQueryOptions = (filter: FormGroupsFilter) =>
  queryOptions({
    queryKey: [...queryKeys.formGroups, 'list', filter] as const,
    queryFn: async () =>
      (
        await callApi(contract.list, {
          query: { trashed: filter.trashed ? 'true' : 'false', search: filter.search },
        })
      ).groups,
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[2] as FormGroupsFilter | undefined)?.trashed === filter.trashed
        ? keepPreviousData(previous)
        : undefined,
  });

/** Manage Form Groups; kept live by the 'form-groups.changed' event. */
export const useFormGroups = (filter: FormGroupsFilter) => useQuery(formGroupsQueryOptions(filter));

export const useFormGroup = (groupId: string | undefined) =>
  useQuery({
    queryKey: [...queryKeys.formGroups, 'one', groupId ?? ''] as const,
    queryFn: async () => (await callApi(contract.get, { params: { groupId: groupId ?? '' } })).group,
    enabled: Boolean(groupId),
  });

/** The data-management landing: live groups the reader can see. */
export const useDataGroups = (search = '') =>
  useQuery({
    queryKey: [...queryKeys.dataGroups, search] as const,
    queryFn: async () => (await callApi(contract.dataGroups, { query: { search } })).groups,
    placeholderData: keepPreviousData,
  });

export const useDataGroupForms = (groupId: string, filter: FormGroupsFilter) =>
  useQuery({
    queryKey: [...queryKeys.dataGroups, groupId, filter] as const,
    queryFn: () =>
      callApi(contract.dataGroupForms, {
        params: { groupId },
        query: { trashed: filter.trashed ? 'true' : 'false', search: filter.search },
      }),
  });

function useFormGroupsMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.formGroups });
      await queryClient.invalidateQueries({ queryKey: queryKeys.forms });
    },
  });
}

export const useCreateFormGroup = () =>
  useFormGroupsMutation((body: SaveFormGroupInput) => callApi(contract.create, { body }));

export const useUpdateFormGroup = () =>
  useFormGroupsMutation(({ groupId, body }: { groupId: string; body: SaveFormGroupInput }) =>
    callApi(contract.update, { params: { groupId }, body }),
  );

export type FormGroupAction = 'trash' | 'restore' | 'remove';

export const useFormGroupAction = () =>
  useFormGroupsMutation(({ action, groupId }: { action: FormGroupAction; groupId: string }) =>
    callApi(contract[action], { params: { groupId } }),
  );

export type FormGroupBulkAction = 'bulkRestore' | 'bulkDelete';

export const useBulkFormGroupAction = () =>
  useFormGroupsMutation(({ action, ids }: { action: FormGroupBulkAction; ids: string[] }) =>
    callApi(contract[action], { body: { ids } }),
  );
