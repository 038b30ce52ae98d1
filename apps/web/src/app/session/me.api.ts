import type { Actor } from '@atrium/domain/access/permissions.ts';
import { meContract } from '@atrium/domain/me/me.contract.ts';
import type { Me } from '@atrium/domain/me/me.schemas.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../api-client.ts';
import { queryKeys } from '../query-keys.ts';

/** The session's request the page's entry sent as it started, if still to be taken (early-session.ts). */
let sentEarly: () => Promise<Response> | undefined = () => undefined;

/**
 * Given by the app's start: a function, not an import, so that the entry's small module stays in the entry's
 * file (an import from here would put it in the app's first chunk, which the entry would then load at once).
 */
export function takeSessionFrom(source: () => Promise<Response> | undefined): void {
  sentEarly = source;
}

/** The signed-in user, or null when there is no session: asked of /api/session, which never answers 401. */
export async function getMe(): Promise<Me | null> {
  return (await callApi(meContract.session, { sent: sentEarly() })).me;
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.me, queryFn: getMe, staleTime: 60_000, refetchOnWindowFocus: true });

export function useMe() {
  return useQuery(meQueryOptions());
}

/** The permission functions of the domain take an Actor; the web builds it from /api/me like the server. */
export function toActor(me: Me): Actor {
  return {
    id: me.user.id,
    orgId: me.organization?.id ?? null,
    isOrgAdmin: me.user.isOrgAdmin,
    isMasterAdmin: me.user.isMasterAdmin,
    isCreator: me.user.isCreator,
    access: me.user.access,
  };
}
