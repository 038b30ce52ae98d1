import type { Actor } from '@atrium/domain/access/permissions.ts';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { paths } from '../../../../app/paths.ts';
import type { AppHomeCard } from '../../../../ui/app-home.tsx';

/** The storage home's cards (spec §2), each a quick action; Create Folder only for org admins (decision 0026). */
export function storageHomeCards(actor: Actor): AppHomeCard[] {
  const cards: AppHomeCard[] = [
    {
      id: 'upload-bills',
      title: 'Upload Bills',
      subtitle: 'Upload a bill or document, or take a photo of it.',
      path: paths.uploadBills,
      icon: <CloudUploadIcon />,
      quickActionId: 'storage-upload-files',
    },
    {
      id: 'view-bills',
      title: 'View Bills',
      subtitle: 'Find, preview, download and delete uploaded files.',
      path: paths.viewUploadedBills,
      icon: <ReceiptLongIcon />,
      quickActionId: 'storage-view-files',
    },
  ];
  if (actor.isOrgAdmin) {
    cards.push({
      id: 'create-folder',
      title: 'Create Folder',
      subtitle: 'Add a folder path and choose how uploads are sorted by date.',
      path: paths.createFolderPath,
      icon: <CreateNewFolderIcon />,
      quickActionId: 'storage-create-folder',
    });
  }
  return cards;
}
