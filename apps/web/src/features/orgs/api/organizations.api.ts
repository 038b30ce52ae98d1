import { orgsContract } from '@atrium/domain/orgs/orgs.contract.ts';
import type { CreateOrganization } from '@atrium/domain/orgs/orgs.schemas.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../app/api-client.ts';
import { queryKeys } from '../../../app/query-keys.ts';

export const getOrganizations = async () => (await callApi(orgsContract.list)).organizations;

export const organizationsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.orgs, queryFn: getOrganizations });

/** All organisations (master admin); kept live by the 'org.changed' event. */
export function useOrganizations() {
  return useQuery(organizationsQueryOptions());
}

interface NewOrganization {
  values: CreateOrganization;
  logo: File | null;
}

/** Multipart: the form's fields as text parts, then the optional logo file. */
function toFormData({ values, logo }: NewOrganization): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  if (logo) form.append('logo', logo, logo.name);
  return form;
}

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewOrganization) => callApi(orgsContract.create, { body: toFormData(input) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.orgs }),
  });
}
