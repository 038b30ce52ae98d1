import { storageMessages } from '@atrium/domain/storage/storage.messages.ts';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import { useSession } from '../../../app/session/session-context.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useAllFolders } from '../api/storage-folders.ts';
import { CreateFolderForm } from '../components/folders/create-folder-form.tsx';

/** Create Folder Path: org admins add a sub-folder to the tree of existing folders (decision 0026). */
export function CreateFolderPathPage() {
  const { actor } = useSession();
  return (
    <>
      <PageHeading
        title="Create Folder Path"
        subtitle="Add a folder, give it a display name and choose how its uploads are sorted by date."
      />
      {actor.isOrgAdmin ? (
        <AdminForm />
      ) : (
        <Alert severity="info">{storageMessages.onlyAdminsCreateFolders}</Alert>
      )}
    </>
  );
}

function AdminForm() {
  const { data, isPending, isError } = useAllFolders();
  if (isPending) return <LinearProgress aria-label="Loading folders" />;
  if (isError) return <Alert severity="error">{storageMessages.loadFoldersFailed}</Alert>;
  return <CreateFolderForm folders={data} />;
}
