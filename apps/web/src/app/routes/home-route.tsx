import { primaryRole } from '@atrium/domain/access/permissions.ts';
import { type HomeKind, homeKind } from '@atrium/domain/shell/first-frame.ts';
import { type ComponentType, lazy, useState } from 'react';
import { useSession } from '../session/session-context.tsx';
import { homePages, loadedPages } from './home-pages.ts';

const lazyPages: Record<HomeKind, ComponentType> = {
  dashboard: lazy(async () => ({ default: await homePages.dashboard() })),
  createOrganization: lazy(async () => ({ default: await homePages.createOrganization() })),
  creatorPortal: lazy(async () => ({ default: await homePages.creatorPortal() })),
};

/** '/': creators see the creator portal, master admins the create-organization view, others the dashboard. */
export function HomeRoute() {
  const { actor } = useSession();
  const kind = homeKind(primaryRole(actor));
  return <HomePage key={kind} kind={kind} />;
}

/** One component for the page's whole life: it never switches from the `lazy` one to the loaded one. */
function HomePage({ kind }: { kind: HomeKind }) {
  const [Page] = useState(() => loadedPages[kind] ?? lazyPages[kind]);
  return <Page />;
}
