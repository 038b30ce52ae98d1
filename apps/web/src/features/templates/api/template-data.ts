import type { EntryData } from '@atrium/domain/entries/entries.schemas.ts';
import { templateDataContract as contract } from '@atrium/domain/templates/template-data.contract.ts';
import { TEMPLATE_DATA_PAGE_SIZE } from '@atrium/domain/templates/templates.schemas.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../app/api-client.ts';
import { useRefreshingMutation } from '../../../app/query-factories.ts';
import { queryKeys } from '../../../app/query-keys.ts';

// Data entered on template forms: the form to fill, its data list, and the writes.

export interface TemplateFormAt {
  templateId: string;
  formId: string;
}

export const templateDataFormQueryOptions = (at: TemplateFormAt) =>
  queryOptions({
    queryKey: [...queryKeys.templateData(at.formId), 'form', at.templateId] as const,
    queryFn: async () => (await callApi(contract.form, { params: at })).form,
    retry: false,
  });

/** The template form with the fields the reader may see (view-only ones marked read-only). */
export const useTemplateDataForm = (at: TemplateFormAt, enabled = true) =>
  useQuery({ ...templateDataFormQueryOptions(at), enabled });

export const templateEntriesQueryOptions = (at: TemplateFormAt, page: number) =>
  queryOptions({
    queryKey: [...queryKeys.templateData(at.formId), 'entries', at.templateId, page] as const,
    queryFn: () => callApi(contract.list, { params: at, query: { page, pageSize: TEMPLATE_DATA_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    retry: false,
  });

/** One page of the form's entries, newest first, with the total. */
export const useTemplateEntries = (at: TemplateFormAt, page: number, enabled = true) =>
  useQuery({ ...templateEntriesQueryOptions(at, page), enabled });

export interface TemplateOptionsTarget {
  fieldId: string;
  columnId?: string;
}

export const templateFieldOptionsQueryOptions = (
  at: TemplateFormAt,
  { fieldId, columnId }: TemplateOptionsTarget,
  search: string,
) =>
  queryOptions({
    queryKey: [
      ...queryKeys.templateData(at.formId),
      'options',
      at.templateId,
      fieldId,
      columnId ?? '',
      search,
    ] as const,
    queryFn: () =>
      callApi(contract.fieldOptions, { params: { ...at, fieldId }, query: { search, columnId } }),
    retry: false,
  });

/** Foreign-key options of a field (or table column), read from another form of the same template. */
export const useTemplateFieldOptions = (
  at: TemplateFormAt,
  target: TemplateOptionsTarget,
  search: string,
  enabled: boolean,
) => useQuery({ ...templateFieldOptionsQueryOptions(at, target, search.trim()), enabled });

const keysOf = (at: TemplateFormAt) => [queryKeys.templateData(at.formId)];

export const useCreateTemplateEntry = (at: TemplateFormAt) =>
  useRefreshingMutation(keysOf(at), (data: EntryData) =>
    callApi(contract.create, { params: at, body: { data } }),
  );

/** Sends one chunk of parsed rows; the server commits them 499 at a time. */
export const importTemplateRows = (at: TemplateFormAt, rows: Record<string, unknown>[]) =>
  callApi(contract.import, { params: at, body: { rows } });

export const useUpdateTemplateEntryField = (at: TemplateFormAt) =>
  useRefreshingMutation(keysOf(at), (input: { entryId: string; fieldId: string; value: unknown }) =>
    callApi(contract.updateField, {
      params: { ...at, entryId: input.entryId },
      body: { fieldId: input.fieldId, value: input.value },
    }),
  );

export const useRemoveTemplateEntry = (at: TemplateFormAt) =>
  useRefreshingMutation(keysOf(at), (entryId: string) =>
    callApi(contract.remove, { params: { ...at, entryId } }),
  );

export const useRemoveTemplateEntries = (at: TemplateFormAt) =>
  useRefreshingMutation(keysOf(at), (ids: string[]) =>
    callApi(contract.removeMany, { params: at, body: { ids } }),
  );
