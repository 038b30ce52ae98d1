import { PageHeading } from '../../../ui/page-heading.tsx';

export function FormManagementHomePage() {
  return <PageHeading title="Form Management" />;
}
