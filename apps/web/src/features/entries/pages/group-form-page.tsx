import { PageHeading } from '../../../ui/page-heading.tsx';

export function GroupFormPage() {
  return <PageHeading title="Form Data" />;
}
