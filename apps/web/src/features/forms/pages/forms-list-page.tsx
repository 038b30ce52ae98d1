import { PageHeading } from '../../../ui/page-heading.tsx';

export function FormsListPage() {
  return <PageHeading title="Forms" />;
}
