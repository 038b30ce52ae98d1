import { formsContract as contract } from '@atrium/domain/forms/forms.contract.ts';
import type {
  CreateFormInput,
  UpdateAccessConfig,
  UpdateFieldConfig,
} from '@atrium/domain/forms/forms.schemas.ts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../app/api-client.ts';
import { queryKeys } from '../../../app/query-keys.ts';

export const formsListQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...queryKeys.forms, 'list', search] as const,
    queryFn: () => callApi(contract.list, { query: { search } }),
    placeholderData: keepPreviousData,
  });

/** The forms the reader can see (Forms cards); kept live by the 'forms.changed' event. */
export const useFormsList = (search = '') => useQuery(formsListQueryOptions(search));

export interface ManageFormsFilter {
  trashed: boolean;
  search: string;
  page: number;
  pageSize: number;
}

export const manageFormsQueryOptions = (filter: ManageFormsFilter) =>
  queryOptions({
    queryKey: [...queryKeys.forms, 'manage', filter] as const,
    queryFn: () =>
      callApi(contract.manage, {
        query: { ...filter, trashed: filter.trashed ? 'true' : 'false' },
      }),
    placeholderData: (previous, previousQuery) =>
      (previousQuery?.queryKey[2] as ManageFormsFilter | undefined)?.trashed === filter.trashed
        ? keepPreviousData(previous)
        : undefined,
  });

export const useManageForms = (filter: ManageFormsFilter) => useQuery(manageFormsQueryOptions(filter));

export const formQueryOptions = (formId: string) =>
  queryOptions({
    queryKey: queryKeys.form(formId),
    queryFn: async () => (await callApi(contract.get, { params: { formId } })).form,
  });

export const useForm = (formId: string | undefined) =>
  useQuery({ ...formQueryOptions(formId ?? ''), enabled: Boolean(formId) });

export const useFormHistory = (formId: string | undefined) =>
  useQuery({
    queryKey: queryKeys.formHistory(formId ?? ''),
    queryFn: async () => (await callApi(contract.history, { params: { formId: formId ?? '' } })).items,
    enabled: Boolean(formId),
  });

/** Forms with their live fields, for Copy Fields and the foreign-key pickers. */
export const useFormCatalogue = (enabled = true) =>
  useQuery({
    queryKey: queryKeys.formCatalogue,
    queryFn: async () => (await callApi(contract.catalogue)).forms,
    enabled,
  });

/** Active users and user groups of the organisation, for the pickers. */
export const useFormPeople = (enabled = true) =>
  useQuery({ queryKey: queryKeys.formPeople, queryFn: () => callApi(contract.people), enabled });

/** Every write refreshes the forms and groups once it is done, whatever the answer. */
function useFormsMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.forms });
      await queryClient.invalidateQueries({ queryKey: queryKeys.formGroups });
    },
  });
}

export const useCreateForm = () =>
  useFormsMutation((body: CreateFormInput) => callApi(contract.create, { body }));

export const useUpdateFieldConfig = () =>
  useFormsMutation(({ formId, body }: { formId: string; body: UpdateFieldConfig }) =>
    callApi(contract.updateFieldConfig, { params: { formId }, body }),
  );

export const useUpdateAccessConfig = () =>
  useFormsMutation(({ formId, body }: { formId: string; body: UpdateAccessConfig }) =>
    callApi(contract.updateAccessConfig, { params: { formId }, body }),
  );

export type FormAction = 'trash' | 'restore' | 'remove';

export const useFormAction = () =>
  useFormsMutation(({ action, formId }: { action: FormAction; formId: string }) =>
    callApi(contract[action], { params: { formId } }),
  );

export type FormBulkAction = 'bulkRestore' | 'bulkDelete';

export const useBulkFormAction = () =>
  useFormsMutation(({ action, ids }: { action: FormBulkAction; ids: string[] }) =>
    callApi(contract[action], { body: { ids } }),
  );
