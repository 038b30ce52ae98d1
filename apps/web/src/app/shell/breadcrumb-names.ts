import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { useMatches } from 'react-router';
import { queryKeys } from '../query-keys.ts';

/** Shown for an id segment until its record's name is known (or when the reader may not read it). */
const FORM_CRUMB = 'Form';
const GROUP_CRUMB = 'Form Group';

/** The route's params, merged over every matched route. */
function useRouteParams(): Record<string, string | undefined> {
  return Object.assign({}, ...useMatches().map((match) => match.params));
}

/**
 * A name read from answers already in the query cache, kept current as the cache changes. The breadcrumb
 * only reads what the page has loaded: it starts no request and adds no observer to the page's queries.
 */
function useCachedName(read: (client: QueryClient) => string | undefined): string | undefined {
  const client = useQueryClient();
  return useSyncExternalStore(
    (onChange) => client.getQueryCache().subscribe(onChange),
    () => read(client),
  );
}

const nameIn = (data: unknown, id: string): string | undefined => {
  if (!data || typeof data !== 'object') return undefined;
  const { group, groups } = data as { group?: { id: string; name: string }; groups?: unknown };
  if (group?.id === id) return group.name;
  const list = Array.isArray(data) ? data : Array.isArray(groups) ? groups : [];
  return (list as { id?: string; name?: string }[]).find((item) => item.id === id)?.name;
};

/**
 * The names to show in place of the id segments of the address: the form's (under the one key every form
 * page reads it) and the group's (from the data-management answers: the landing's list or the group's
 * forms). Keyed by segment.
 */
export function useCrumbNames(): Record<string, string> {
  const { formId, formGroupId } = useRouteParams();
  const formName = useCachedName((client) =>
    formId ? client.getQueryData<{ name: string }>(queryKeys.form(formId))?.name : undefined,
  );
  const groupName = useCachedName((client) => {
    if (!formGroupId) return undefined;
    for (const [, data] of client.getQueriesData({ queryKey: queryKeys.dataGroups })) {
      const found = nameIn(data, formGroupId);
      if (found) return found;
    }
    return undefined;
  });
  const names: Record<string, string> = {};
  if (formId) names[formId] = formName ?? FORM_CRUMB;
  if (formGroupId) names[formGroupId] = groupName ?? GROUP_CRUMB;
  return names;
}
