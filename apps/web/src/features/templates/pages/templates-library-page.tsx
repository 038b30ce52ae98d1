import { PageHeading } from '../../../ui/page-heading.tsx';

/** Templates Library (/templates): organisation admins import and update templates. */
export function TemplatesLibraryPage() {
  return <PageHeading title="Templates Library" />;
}
