import { storageMessages } from '@atrium/domain/storage/storage.messages.ts';
import Box from '@mui/material/Box';
import { useSession } from '../../../app/session/session-context.tsx';
import { AppHome } from '../../../ui/app-home.tsx';
import { MyFoldersList } from '../components/home/my-folders-list.tsx';
import { storageHomeCards } from '../components/home/storage-home-cards.tsx';

/** Storage home: Upload Bills, View Bills and (org admins) Create Folder, starrable; then the user's folders. */
export function StorageHomePage() {
  const { actor } = useSession();
  return (
    <>
      <AppHome
        title="Storage"
        subtitle="Bills and documents in your organization's folders."
        label="Storage actions"
        cards={storageHomeCards(actor)}
        quickActionFailedMessage={storageMessages.quickActionsFailed}
      />
      <Box sx={{ mt: 3 }}>
        <MyFoldersList />
      </Box>
    </>
  );
}
