import { entriesContract as contract } from '@atrium/domain/entries/entries.contract.ts';
import type { EntryData, EntryListQueryInput } from '@atrium/domain/entries/entries.schemas.ts';
import { formsContract } from '@atrium/domain/forms/forms.contract.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../app/api-client.ts';
import { useRefreshingMutation } from '../../../app/query-factories.ts';
import { queryKeys } from '../../../app/query-keys.ts';
import { entryFormQueryOptions } from './entry-form.api.ts';

/** The form whose entries are shown: the entry screen's query, so both share one cached answer. */
export const useTableForm = (formId: string) =>
  useQuery({ ...entryFormQueryOptions(formId), enabled: formId !== '' });

export const getPickableForms = () => callApi(formsContract.list, { query: { search: '' } });

/** The forms list's own key and answer (forms.api.ts), so both share one cached answer. */
export const pickableFormsQueryOptions = () =>
  queryOptions({ queryKey: [...queryKeys.forms, 'list', ''] as const, queryFn: getPickableForms });

/** Forms for the Form Data picker. */
export const usePickableForms = (enabled: boolean) => useQuery({ ...pickableFormsQueryOptions(), enabled });

export const getEntriesPage = (formId: string, query: EntryListQueryInput, signal?: AbortSignal) =>
  callApi(contract.list, { params: { formId }, query, signal });

export const entriesPageQueryOptions = (formId: string, query: EntryListQueryInput) =>
  queryOptions({
    queryKey: [...queryKeys.entries(formId), 'list', query] as const,
    queryFn: ({ signal }) => getEntriesPage(formId, query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of entries; the previous page stays on screen while the next one loads. */
export const useEntriesPage = (formId: string, query: EntryListQueryInput, enabled = true) =>
  useQuery({ ...entriesPageQueryOptions(formId, query), enabled });

export const getEntryHistory = async (formId: string, entryId: string) =>
  (await callApi(contract.history, { params: { formId, entryId } })).items;

export const entryHistoryQueryOptions = (formId: string, entryId: string | null) =>
  queryOptions({
    queryKey: [...queryKeys.entries(formId), 'history', entryId] as const,
    queryFn: () => getEntryHistory(formId, entryId ?? ''),
  });

export const useEntryHistory = (formId: string, entryId: string | null) =>
  useQuery({ ...entryHistoryQueryOptions(formId, entryId), enabled: entryId !== null });

/** Every entries write refreshes the form's entries once it is done, whatever the answer. */
const useEntriesMutation = <Input, Result>(formId: string, mutationFn: (input: Input) => Promise<Result>) =>
  useRefreshingMutation([queryKeys.entries(formId)], mutationFn);

export const useUpdateEntry = (formId: string) =>
  useEntriesMutation(
    formId,
    ({ entryId, data, expectedVersion }: { entryId: string; data: EntryData; expectedVersion?: number }) =>
      callApi(contract.update, { params: { formId, entryId }, body: { data, expectedVersion } }),
  );

export type EntryAction = 'trash' | 'restore' | 'remove';
export type BulkEntryAction = 'bulkTrash' | 'bulkRestore' | 'bulkDelete';

export const useEntryAction = (formId: string) =>
  useEntriesMutation(formId, ({ action, entryId }: { action: EntryAction; entryId: string }) =>
    callApi(contract[action], { params: { formId, entryId } }),
  );

export const useBulkEntryAction = (formId: string) =>
  useEntriesMutation(formId, ({ action, ids }: { action: BulkEntryAction; ids: string[] }) =>
    callApi(contract[action], { params: { formId }, body: { ids } }),
  );

export const useBulkUpdate = (formId: string) =>
  useEntriesMutation(formId, (body: { ids: string[]; fieldId: string; value: unknown }) =>
    callApi(contract.bulkUpdate, { params: { formId }, body }),
  );
