import { creatorsContract } from '@atrium/domain/creators/creators.contract.ts';
import type { CreateCreator } from '@atrium/domain/creators/creators.schemas.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../app/api-client.ts';
import { queryKeys } from '../../../app/query-keys.ts';

export const getCreators = async () => (await callApi(creatorsContract.list)).creators;

export const creatorsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.creators, queryFn: getCreators });

/** Creator accounts (master admin); kept live by the 'creators.changed' event. */
export function useCreators() {
  return useQuery(creatorsQueryOptions());
}

export function useCreateCreator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCreator) => callApi(creatorsContract.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.creators }),
  });
}

export function useSetCreatorBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ creatorId, isBlocked }: { creatorId: string; isBlocked: boolean }) =>
      callApi(creatorsContract.setBlocked, { params: { creatorId }, body: { isBlocked } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.creators }),
  });
}
