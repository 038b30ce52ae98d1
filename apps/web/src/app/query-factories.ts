import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useKeyedMutation } from './keyed-mutation.ts';

/** A boolean as the contracts' query strings carry it. */
export const queryFlag = (value: boolean): 'true' | 'false' => (value ? 'true' : 'false');

/**
 * `placeholderData` of a list with two sides (live and trash, active and archived), whose filter is the last
 * part of its query key: while a search or a page loads the previous answer stays; the two sides never stand
 * in for each other.
 */
export const keepPreviousOnSameSide =
  <Filter extends object>(filter: Filter, side: keyof Filter) =>
  <T>(previous: T | undefined, previousQuery?: { queryKey: QueryKey }): T | undefined =>
    (previousQuery?.queryKey.at(-1) as Filter | undefined)?.[side] === filter[side] ? previous : undefined;

/** A write that refreshes the queries under `keys` once it is done (whatever the answer, or on success only). */
export function useRefreshingMutation<Input, Result>(
  keys: readonly QueryKey[],
  mutationFn: (input: Input) => Promise<Result>,
  refreshOn: 'settled' | 'success' = 'settled',
) {
  return useMutation({ mutationFn, ...useRefreshOn(keys, refreshOn) });
}

/** The same for an operation that honours an Idempotency-Key: each mutate() is one action with its key. */
export function useRefreshingKeyedMutation<Input, Result>(
  keys: readonly QueryKey[],
  call: (input: Input, key: string) => Promise<Result>,
  refreshOn: 'settled' | 'success' = 'settled',
) {
  return useKeyedMutation(call, useRefreshOn(keys, refreshOn));
}

function useRefreshOn(keys: readonly QueryKey[], refreshOn: 'settled' | 'success') {
  const queryClient = useQueryClient();
  const refresh = async () => {
    for (const queryKey of keys) await queryClient.invalidateQueries({ queryKey });
  };
  return refreshOn === 'success' ? { onSuccess: refresh } : { onSettled: refresh };
}
