import { authContract } from '@atrium/domain/auth/auth.contract.ts';
import type { AccountSignIn, OrgSignIn } from '@atrium/domain/auth/auth.schemas.ts';
import type { Me } from '@atrium/domain/me/me.schemas.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../app/api-client.ts';
import { queryKeys } from '../../../app/query-keys.ts';
import { announceSessionChange } from '../../../app/session/session-channel.ts';

/** A new session replaces whatever this tab knew; the route guard then moves on to the landing page. */
function useStartSession() {
  const queryClient = useQueryClient();
  return (me: Me) => {
    // Keep the 'me' query itself: the route guard observes it, and a query removed from the cache (as clear()
    // does) no longer tells its observers about new data, so the sign-in page would never move on.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.me[0] });
    queryClient.setQueryData(queryKeys.me, me);
    announceSessionChange();
  };
}

export function useOrgSignIn() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (body: OrgSignIn) => callApi(authContract.orgSignIn, { body }),
    onSuccess: startSession,
  });
}

export type AccountKind = 'admin' | 'creator';

export function useAccountSignIn(kind: AccountKind) {
  const startSession = useStartSession();
  const op = kind === 'admin' ? authContract.adminSignIn : authContract.creatorSignIn;
  return useMutation({
    mutationFn: (body: AccountSignIn) => callApi(op, { body }),
    onSuccess: startSession,
  });
}
