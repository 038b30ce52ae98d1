import { PageHeading } from '../../../ui/page-heading.tsx';

export function CreateFormGroupPage() {
  return <PageHeading title="Create Form Group" />;
}
