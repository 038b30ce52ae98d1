import { CreatorsSection } from '../../features/creators/components/creators-section.tsx';
import { OrganizationsList } from '../../features/orgs/components/organizations-list.tsx';
import { PageHeading } from '../../ui/page-heading.tsx';
import { MasterOnly } from './master-only.tsx';

/** /master-home-page: where master admins land: organisations and creator accounts. */
export function MasterHomeRoute() {
  return (
    <MasterOnly>
      <PageHeading title="Master Admin" subtitle="Organizations and creator accounts of the platform." />
      <OrganizationsList />
      <CreatorsSection />
    </MasterOnly>
  );
}
