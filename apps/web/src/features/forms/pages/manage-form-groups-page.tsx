import { PageHeading } from '../../../ui/page-heading.tsx';

export function ManageFormGroupsPage() {
  return <PageHeading title="Manage Form Groups" />;
}
