import { entriesContract as contract } from '@atrium/domain/entries/entries.contract.ts';
import type { EntryData } from '@atrium/domain/entries/entries.schemas.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../app/api-client.ts';
import { queryKeys } from '../../../app/query-keys.ts';

/** Submits an entry; the form's table and option lists are refreshed whatever the answer. */
export function useCreateEntry(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: EntryData) => callApi(contract.create, { params: { formId }, body: { data } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.entries(formId) }),
  });
}

/** Entries matching a prefill search (the server applies the per-type rules and the limit of 50). */
export function usePrefillSearch(formId: string, search: string) {
  const trimmed = search.trim();
  return useQuery({
    queryKey: [...queryKeys.entries(formId), 'prefill', trimmed] as const,
    queryFn: async () =>
      (await callApi(contract.prefill, { params: { formId }, query: { search: trimmed } })).entries,
    enabled: trimmed.length > 0,
    retry: false,
  });
}

/** Up to three newest live entries, offered as templates in the sample-data panel. */
export function useSampleEntries(formId: string) {
  return useQuery({
    queryKey: [...queryKeys.entries(formId), 'samples'] as const,
    queryFn: async () => (await callApi(contract.samples, { params: { formId } })).entries,
    retry: false,
  });
}

/**
 * Foreign-key options of a field, or of a column of a table field, searched on the server, with whether the
 * reader may add one.
 */
export function useFieldOptions(
  target: { formId: string; fieldId: string; columnId?: string },
  search: string,
  enabled: boolean,
) {
  const { formId, fieldId, columnId } = target;
  return useQuery({
    queryKey: [...queryKeys.entries(formId), 'options', fieldId, columnId ?? '', search.trim()] as const,
    queryFn: () =>
      callApi(contract.options, {
        params: { formId, fieldId },
        query: { search: search.trim(), columnId },
      }),
    enabled,
    retry: false,
  });
}
