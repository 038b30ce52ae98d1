import type { AccessEntry } from '@atrium/domain/access/access.schemas.ts';
import type { Me } from '@atrium/domain/me/me.schemas.ts';
import { profileContract, type UpdateAccount } from '@atrium/domain/profile/profile.contract.ts';
import { usersContract } from '@atrium/domain/users/users.contract.ts';
import type { UpdateProfile } from '@atrium/domain/users/users.schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../app/api-client.ts';
import { queryKeys } from '../../../app/query-keys.ts';

/** Saves one's own details (org users: all of them; master admins and creators: name and password). */
export function useSaveProfile(kind: 'profile' | 'account') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfile | UpdateAccount) =>
      kind === 'profile'
        ? callApi(profileContract.update, { body: body as UpdateProfile })
        : callApi(profileContract.updateAccount, { body: body as UpdateAccount }),
    onSuccess: ({ me }) => queryClient.setQueryData<Me | null>(queryKeys.me, me),
  });
}

/** One's own app access, for those who may assign access (the profile's App Access tab). */
export function useSaveOwnAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, access }: { userId: string; access: AccessEntry[] }) =>
      callApi(usersContract.updateAccess, { params: { userId }, body: { access } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}
