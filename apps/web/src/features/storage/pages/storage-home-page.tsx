import { PageHeading } from '../../../ui/page-heading.tsx';

/** Stub: built by the storage screens work. */
export function StorageHomePage() {
  return <PageHeading title="storage-home" />;
}
