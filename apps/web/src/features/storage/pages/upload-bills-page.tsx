import { PageHeading } from '../../../ui/page-heading.tsx';

/** Stub: built by the storage screens work. */
export function UploadBillsPage() {
  return <PageHeading title="upload-bills" />;
}
