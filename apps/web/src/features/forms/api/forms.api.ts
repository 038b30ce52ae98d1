import { formsContract as contract } from '@atrium/domain/forms/forms.contract.ts';
import type {
  CreateFormInput,
  FormSummary,
  UpdateAccessConfig,
  UpdateFieldConfig,
} from '@atrium/domain/forms/forms.schemas.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../app/api-client.ts';
import { keepPreviousOnSameSide, queryFlag, useRefreshingMutation } from '../../../app/query-factories.ts';
import { queryKeys } from '../../../app/query-keys.ts';
import type { PendingAction } from '../../../ui/list/trash-actions.ts';

export const getFormsList = (search: string) => callApi(contract.list, { query: { search } });

export const formsListQueryOptions = (search: string) =>
  queryOptions({
    queryKey: [...queryKeys.forms, 'list', search] as const,
    queryFn: () => getFormsList(search),
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

export const getManageForms = (filter: ManageFormsFilter) =>
  callApi(contract.manage, { query: { ...filter, trashed: queryFlag(filter.trashed) } });

export const manageFormsQueryOptions = (filter: ManageFormsFilter) =>
  queryOptions({
    queryKey: [...queryKeys.forms, 'manage', filter] as const,
    queryFn: () => getManageForms(filter),
    placeholderData: keepPreviousOnSameSide(filter, 'trashed'),
  });

export const useManageForms = (filter: ManageFormsFilter) => useQuery(manageFormsQueryOptions(filter));

export const getForm = async (formId: string) => (await callApi(contract.get, { params: { formId } })).form;

export const formQueryOptions = (formId: string) =>
  queryOptions({ queryKey: queryKeys.form(formId), queryFn: () => getForm(formId) });

export const useForm = (formId: string | undefined) =>
  useQuery({ ...formQueryOptions(formId ?? ''), enabled: Boolean(formId) });

export const getFormHistory = async (formId: string) =>
  (await callApi(contract.history, { params: { formId } })).items;

export const formHistoryQueryOptions = (formId: string) =>
  queryOptions({ queryKey: queryKeys.formHistory(formId), queryFn: () => getFormHistory(formId) });

export const useFormHistory = (formId: string | undefined) =>
  useQuery({ ...formHistoryQueryOptions(formId ?? ''), enabled: Boolean(formId) });

export const getFormCatalogue = async () => (await callApi(contract.catalogue)).forms;

export const formCatalogueQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.formCatalogue, queryFn: getFormCatalogue });

/** Forms with their live fields, for Copy Fields and the foreign-key pickers. */
export const useFormCatalogue = (enabled = true) => useQuery({ ...formCatalogueQueryOptions(), enabled });

export const getFormPeople = () => callApi(contract.people);

export const formPeopleQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.formPeople, queryFn: getFormPeople });

/** Active users and user groups of the organisation, for the pickers. */
export const useFormPeople = (enabled = true) => useQuery({ ...formPeopleQueryOptions(), enabled });

/** Every write refreshes the forms and groups once it is done, whatever the answer. */
const useFormsMutation = <Input, Result>(mutationFn: (input: Input) => Promise<Result>) =>
  useRefreshingMutation([queryKeys.forms, queryKeys.formGroups], mutationFn);

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

/** Trash, restore or delete one form, or restore or delete the ticked ones. */
export const useFormTrashAction = () =>
  useFormsMutation((pending: PendingAction<FormSummary>) =>
    'ids' in pending
      ? callApi(contract[pending.kind], { body: { ids: pending.ids } })
      : callApi(contract[pending.kind], { params: { formId: pending.item.id } }),
  );
