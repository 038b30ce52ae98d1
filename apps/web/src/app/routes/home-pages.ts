import { primaryRole } from '@atrium/domain/access/permissions.ts';
import { type HomeKind, homeKind } from '@atrium/domain/shell/first-frame.ts';
import type { ComponentType } from 'react';
import { queryClient } from '../query-client.ts';
import { appsQueryOptions } from '../session/apps.api.ts';
import { meQueryOptions, toActor } from '../session/me.api.ts';

// Each role's home is its own chunk: a user downloads the dashboard, never the creator portal.
export const homePages: Record<HomeKind, () => Promise<ComponentType>> = {
  dashboard: async () => (await import('../../features/dashboard/pages/dashboard-page.tsx')).DashboardPage,
  createOrganization: async () =>
    (await import('../../features/orgs/pages/create-organization-page.tsx')).CreateOrganizationPage,
  creatorPortal: async () =>
    (await import('../../features/templates/pages/creator-portal-page.tsx')).CreatorPortalPage,
};

/** The pages already loaded, drawn at once rather than through React `lazy` (which waits a turn). */
export const loadedPages: Partial<Record<HomeKind, ComponentType>> = {};

/**
 * Loads the home page of the signed-in user's role while the shell's and the home route's code load: the
 * page's code starts as soon as the session answers (the page asks for it with its HTML), not once the home
 * route's own chunk has arrived. Part of the app's entry, so the router starts it when it starts. The route
 * does not wait for it (offline, the session query pauses): without a session or a connection the guards
 * above decide what shows.
 */
export async function preloadHomePage(): Promise<void> {
  try {
    const me = await queryClient.fetchQuery(meQueryOptions());
    if (!me) return;
    const kind = homeKind(primaryRole(toActor(me)));
    // The dashboard's apps, asked for with its code rather than once it has drawn.
    if (kind === 'dashboard' && me.sessionKind === 'org') void queryClient.prefetchQuery(appsQueryOptions());
    loadedPages[kind] = await homePages[kind]();
  } catch {
    // The page then loads through React `lazy` when drawn, where a failure has its error screen.
  }
}
