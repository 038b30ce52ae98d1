import type { Actor } from '@atrium/domain/access/permissions.ts';
import type { Me } from '@atrium/domain/me/me.schemas.ts';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { toActor } from './me.api.ts';

interface Session {
  me: Me;
  actor: Actor;
}

const SessionContext = createContext<Session | null>(null);

/** Given by the route guard to every authenticated screen, so none of them handles a missing user. */
export function SessionProvider({ me, children }: { me: Me; children: ReactNode }) {
  const value = useMemo(() => ({ me, actor: toActor(me) }), [me]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession is only available on authenticated routes');
  return session;
}
