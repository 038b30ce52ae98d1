import { PageHeading } from '../../../ui/page-heading.tsx';

/** Template Groups (/template-group). */
export function TemplateGroupsPage() {
  return <PageHeading title="Template Groups" />;
}
