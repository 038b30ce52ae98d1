import { CreateOrganizationPage } from '../../features/orgs/pages/create-organization-page.tsx';
import { MasterOnly } from './master-only.tsx';

/** /create-organization: master admins only. */
export function CreateOrganizationRoute() {
  return (
    <MasterOnly>
      <CreateOrganizationPage />
    </MasterOnly>
  );
}
