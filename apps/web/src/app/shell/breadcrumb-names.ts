import { formGroupsContract } from '@atrium/domain/form-groups/form-groups.contract.ts';
import { formsContract } from '@atrium/domain/forms/forms.contract.ts';
import { useQuery } from '@tanstack/react-query';
import { useMatches } from 'react-router';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** Shown for an id segment until its record's name is known (or when the reader may not read it). */
const FORM_CRUMB = 'Form';
const GROUP_CRUMB = 'Form Group';

/** The route's params, merged over every matched route. */
function useRouteParams(): Record<string, string | undefined> {
  return Object.assign({}, ...useMatches().map((match) => match.params));
}

/**
 * The names to show in place of the id segments of the address: the form's (under the one key every form
 * page reads it, so it is the answer already loaded) and the group's (from the data-management landing's
 * own key and answer, in features/forms/api/form-groups.api.ts). Keyed by segment.
 */
export function useCrumbNames(): Record<string, string> {
  const { formId, formGroupId } = useRouteParams();
  const form = useQuery({
    queryKey: queryKeys.form(formId ?? ''),
    queryFn: async () => (await callApi(formsContract.get, { params: { formId: formId ?? '' } })).form,
    enabled: Boolean(formId),
    retry: false,
  });
  const groups = useQuery({
    queryKey: [...queryKeys.dataGroups, ''] as const,
    queryFn: async () => (await callApi(formGroupsContract.dataGroups, { query: { search: '' } })).groups,
    enabled: Boolean(formGroupId),
  });
  const names: Record<string, string> = {};
  if (formId) names[formId] = form.data?.name ?? FORM_CRUMB;
  if (formGroupId)
    names[formGroupId] = groups.data?.find((group) => group.id === formGroupId)?.name ?? GROUP_CRUMB;
  return names;
}
