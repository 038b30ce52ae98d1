import type { SavedColumns, SavedFilter } from '@atrium/domain/entries/entries.filters.ts';
import {
  entryPreferencesContract as contract,
  type EntryPreferences,
} from '@atrium/domain/entries/entry-preferences.contract.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../app/api-client.ts';
import { queryKeys } from '../../../app/query-keys.ts';

const preferencesKey = (formId: string) => [...queryKeys.entries(formId), 'preferences'] as const;

export const entryPreferencesQueryOptions = (formId: string) =>
  queryOptions({
    queryKey: preferencesKey(formId),
    queryFn: () => callApi(contract.get, { params: { formId } }),
    staleTime: 60_000,
  });

/** The signed-in user's saved filters and column selections for the form. */
export const useEntryPreferences = (formId: string) => useQuery(entryPreferencesQueryOptions(formId));

/** Puts an item first in its list, replacing one of the same name (names are unique per list). */
function withItem<T extends { name: string }>(list: T[], item: T): T[] {
  const key = item.name.trim().toLowerCase();
  return [item, ...list.filter((other) => other.name.trim().toLowerCase() !== key)];
}

/** Saves one filter or column selection: reads the lists as stored, adds the item, writes both back. */
export function useSavePreference(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (
      item: { kind: 'filter'; value: SavedFilter } | { kind: 'columns'; value: SavedColumns },
    ): Promise<EntryPreferences> => {
      const current = await callApi(contract.get, { params: { formId } });
      const body =
        item.kind === 'filter'
          ? { ...current, savedFilters: withItem(current.savedFilters, item.value) }
          : { ...current, savedColumns: withItem(current.savedColumns, item.value) };
      return callApi(contract.put, { params: { formId }, body });
    },
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey(formId), saved),
  });
}
