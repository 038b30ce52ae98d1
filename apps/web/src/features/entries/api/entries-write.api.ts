import { entriesContract as contract } from '@atrium/domain/entries/entries.contract.ts';
import type { EntryData } from '@atrium/domain/entries/entries.schemas.ts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../app/api-client.ts';
import { useKeyedMutation } from '../../../app/keyed-mutation.ts';
import { queryKeys } from '../../../app/query-keys.ts';

/**
 * Submits an entry, resent with its key after a lost answer; the form's table and option lists are refreshed
 * whatever the answer.
 */
export function useCreateEntry(formId: string) {
  const queryClient = useQueryClient();
  return useKeyedMutation(
    (data: EntryData, idempotencyKey: string) =>
      callApi(contract.create, { params: { formId }, body: { data }, idempotencyKey }),
    { onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.entries(formId) }) },
  );
}

export const prefillQueryOptions = (formId: string, search: string) =>
  queryOptions({
    queryKey: [...queryKeys.entries(formId), 'prefill', search] as const,
    queryFn: async () => (await callApi(contract.prefill, { params: { formId }, query: { search } })).entries,
    retry: false,
  });

/** Entries matching a prefill search (the server applies the per-type rules and the limit of 50). */
export function usePrefillSearch(formId: string, search: string) {
  const trimmed = search.trim();
  return useQuery({ ...prefillQueryOptions(formId, trimmed), enabled: trimmed.length > 0 });
}

export const sampleEntriesQueryOptions = (formId: string) =>
  queryOptions({
    queryKey: [...queryKeys.entries(formId), 'samples'] as const,
    queryFn: async () => (await callApi(contract.samples, { params: { formId } })).entries,
    retry: false,
  });

/** Up to three newest live entries, offered as templates in the sample-data panel. */
export const useSampleEntries = (formId: string) => useQuery(sampleEntriesQueryOptions(formId));

export interface OptionsTarget {
  formId: string;
  fieldId: string;
  columnId?: string;
}

export const fieldOptionsQueryOptions = ({ formId, fieldId, columnId }: OptionsTarget, search: string) =>
  queryOptions({
    queryKey: [...queryKeys.entries(formId), 'options', fieldId, columnId ?? '', search] as const,
    queryFn: () => callApi(contract.options, { params: { formId, fieldId }, query: { search, columnId } }),
    retry: false,
  });

/**
 * Foreign-key options of a field, or of a column of a table field, searched on the server, with whether the
 * reader may add one.
 */
export const useFieldOptions = (target: OptionsTarget, search: string, enabled: boolean) =>
  useQuery({ ...fieldOptionsQueryOptions(target, search.trim()), enabled });
