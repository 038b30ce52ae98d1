import AddBoxIcon from '@mui/icons-material/AddBox';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderCopyIcon from '@mui/icons-material/FolderCopy';
import SettingsIcon from '@mui/icons-material/Settings';
import TableChartIcon from '@mui/icons-material/TableChart';
import type { ReactElement } from 'react';
import { useSession } from '../../../app/session/session-context.tsx';
import { AppHome } from '../../../ui/app-home.tsx';
import { formManagementTiles, type TileId } from '../components/home/form-management-tiles.ts';

const ICONS: Record<TileId, ReactElement> = {
  forms: <DescriptionIcon />,
  'form-data': <TableChartIcon />,
  'create-form': <AddBoxIcon />,
  'manage-forms': <SettingsIcon />,
  'create-group': <CreateNewFolderIcon />,
  'manage-groups': <FolderCopyIcon />,
};

/** Form Management home: one tile per screen; a tile whose role is missing warns for 2.5 s instead. */
export function FormManagementHomePage() {
  const { actor } = useSession();
  const cards = formManagementTiles(actor).map((tile) => ({ ...tile, icon: ICONS[tile.id] }));
  return (
    <AppHome
      title="Form Management"
      subtitle="Build forms, bundle them into groups and reach their data."
      label="Form management actions"
      heading="h2"
      cards={cards}
    />
  );
}
