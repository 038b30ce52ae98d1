import { PageHeading } from '../../../ui/page-heading.tsx';

export function ManageFormsPage() {
  return <PageHeading title="Manage All Forms" />;
}
