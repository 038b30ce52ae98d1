import { PageHeading } from '../../../ui/page-heading.tsx';

export function DataGroupPage() {
  return <PageHeading title="Form Group" />;
}
