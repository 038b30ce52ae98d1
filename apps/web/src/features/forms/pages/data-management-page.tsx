import { PageHeading } from '../../../ui/page-heading.tsx';

export function DataManagementPage() {
  return <PageHeading title="Data Management" />;
}
