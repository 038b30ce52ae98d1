import type { UpdateOrganization } from '@atrium/domain/licenses/licenses.contract.ts';
import { licensesContract } from '@atrium/domain/licenses/licenses.contract.ts';
import type { LicenseInput } from '@atrium/domain/licenses/licenses.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../app/api-client.ts';
import { queryKeys } from '../../../app/query-keys.ts';

export const getOrganizationDetails = (orgId: string) =>
  callApi(licensesContract.organization, { params: { orgId } });

export const getLicenses = (orgId: string) => callApi(licensesContract.list, { params: { orgId } });

export const organizationDetailsQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: queryKeys.licenseOrganization(orgId),
    queryFn: () => getOrganizationDetails(orgId),
  });

export const licensesQueryOptions = (orgId: string) =>
  queryOptions({ queryKey: queryKeys.licenses(orgId), queryFn: () => getLicenses(orgId) });

/** An organisation with its first admin (master admin); live through 'license.changed'. */
export function useOrganizationDetails(orgId: string | null) {
  return useQuery({ ...organizationDetailsQueryOptions(orgId ?? ''), enabled: orgId !== null });
}

/** Its licenses (earliest start first) and change history (newest first). */
export function useLicenses(orgId: string | null) {
  return useQuery({ ...licensesQueryOptions(orgId ?? ''), enabled: orgId !== null });
}

/** After any change: this organisation's details, licenses and history, and the list of organisations. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (orgId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.licenses(orgId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.orgs }),
    ]);
}

export function useSaveLicense(orgId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ licenseId, body }: { licenseId: string | null; body: LicenseInput }) =>
      licenseId
        ? callApi(licensesContract.update, { params: { orgId, licenseId }, body })
        : callApi(licensesContract.add, { params: { orgId }, body }),
    onSuccess: () => refresh(orgId),
  });
}

export function useDeleteLicense(orgId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (licenseId: string) => callApi(licensesContract.remove, { params: { orgId, licenseId } }),
    onSuccess: () => refresh(orgId),
  });
}

export function useUpdateOrganization(orgId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: UpdateOrganization) =>
      callApi(licensesContract.updateOrganization, { params: { orgId }, body }),
    onSuccess: () => refresh(orgId),
  });
}

export function useDeleteOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orgId: string) => callApi(licensesContract.deleteOrganization, { params: { orgId } }),
    onSuccess: (_result, orgId) => {
      queryClient.removeQueries({ queryKey: queryKeys.licenses(orgId) });
      return queryClient.invalidateQueries({ queryKey: queryKeys.orgs });
    },
  });
}
