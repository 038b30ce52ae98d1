import { primaryRole } from '@atrium/domain/access/permissions.ts';
import { lazy } from 'react';
import { useSession } from '../session/session-context.tsx';

// Each role's home is its own chunk: a user downloads the dashboard, never the creator portal.
const DashboardPage = lazy(async () => ({
  default: (await import('../../features/dashboard/pages/dashboard-page.tsx')).DashboardPage,
}));
const CreateOrganizationPage = lazy(async () => ({
  default: (await import('../../features/orgs/pages/create-organization-page.tsx')).CreateOrganizationPage,
}));
const CreatorPortalPage = lazy(async () => ({
  default: (await import('../../features/templates/pages/creator-portal-page.tsx')).CreatorPortalPage,
}));

/** '/': creators see the creator portal, master admins the create-organization view, others the dashboard. */
export function HomeRoute() {
  const { actor } = useSession();
  switch (primaryRole(actor)) {
    case 'creator':
      return <CreatorPortalPage />;
    case 'master-admin':
      return <CreateOrganizationPage />;
    default:
      return <DashboardPage />;
  }
}
