import { PageHeading } from '../../../ui/page-heading.tsx';

export function FormDataPage() {
  return <PageHeading title="Form Data" />;
}
