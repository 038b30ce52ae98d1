import type { FormActor } from '@atrium/domain/forms/form-permissions.ts';
import { formsContract } from '@atrium/domain/forms/forms.contract.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callApi } from '../../../app/api-client.ts';
import { queryKeys } from '../../../app/query-keys.ts';
import { useSession } from '../../../app/session/session-context.tsx';

/** The form a data-entry screen fills: its live fields, access and the reader's capabilities. */
export const entryFormQueryOptions = (formId: string) =>
  queryOptions({
    queryKey: queryKeys.form(formId),
    queryFn: async () => (await callApi(formsContract.get, { params: { formId } })).form,
    retry: false,
  });

export const useEntryForm = (formId: string) => useQuery(entryFormQueryOptions(formId));

/** The signed-in user as the form rules see them; the server re-checks every write anyway. */
export function useFormActor(): FormActor {
  const { me } = useSession();
  return useMemo(
    () => ({ id: me.user.id, isOrgAdmin: me.user.isOrgAdmin, groupIds: me.user.groupIds }),
    [me],
  );
}
