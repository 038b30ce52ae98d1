import { PageHeading } from '../../../ui/page-heading.tsx';

export function FormEntryPage() {
  return <PageHeading title="Enter Data" />;
}
