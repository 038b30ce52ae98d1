import { PageHeading } from '../../../ui/page-heading.tsx';

/** Stub: built by the storage screens work. */
export function CreateFolderPathPage() {
  return <PageHeading title="create-folder-path" />;
}
