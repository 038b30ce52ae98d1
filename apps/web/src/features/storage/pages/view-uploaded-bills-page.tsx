import { PageHeading } from '../../../ui/page-heading.tsx';

/** Stub: built by the storage screens work. */
export function ViewUploadedBillsPage() {
  return <PageHeading title="view-uploaded-bills" />;
}
