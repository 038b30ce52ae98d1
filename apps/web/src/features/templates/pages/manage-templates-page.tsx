import { PageHeading } from '../../../ui/page-heading.tsx';

/** Manage Templates (/manage-templates?templateId=). */
export function ManageTemplatesPage() {
  return <PageHeading title="Manage Templates" />;
}
