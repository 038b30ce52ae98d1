import { PageHeading } from '../../../ui/page-heading.tsx';

export function CreateFormPage() {
  return <PageHeading title="Create New Form" />;
}
