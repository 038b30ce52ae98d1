import { PageHeading } from '../../../ui/page-heading.tsx';

export function EditFormFieldsPage() {
  return <PageHeading title="Form Field Config" />;
}
