import { primaryRole } from '@atrium/domain/access/permissions.ts';
import { DashboardPage } from '../../features/dashboard/pages/dashboard-page.tsx';
import { CreateOrganizationPage } from '../../features/orgs/pages/create-organization-page.tsx';
import { CreatorPortalPage } from '../../features/templates/pages/creator-portal-page.tsx';
import { useSession } from '../session/session-context.tsx';

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
