import { PERMISSION_WARNING_MS } from '@atrium/domain/access/access-home.ts';
import AddBoxIcon from '@mui/icons-material/AddBox';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderCopyIcon from '@mui/icons-material/FolderCopy';
import SettingsIcon from '@mui/icons-material/Settings';
import TableChartIcon from '@mui/icons-material/TableChart';
import type { ReactElement } from 'react';
import { useSession } from '../../../app/session/session-context.tsx';
import { LinkCard } from '../../../ui/link-card.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { TileGrid, TileGridItem, usePermissionGuard } from '../../../ui/tile-grid.tsx';
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
  const { guard, alert } = usePermissionGuard(PERMISSION_WARNING_MS);

  return (
    <>
      <PageHeading
        title="Form Management"
        subtitle="Build forms, bundle them into groups and reach their data."
      />
      {alert}
      <TileGrid label="Form management actions">
        {formManagementTiles(actor).map((tile) => (
          <TileGridItem key={tile.id}>
            <LinkCard
              title={tile.title}
              subtitle={tile.subtitle}
              path={tile.path}
              icon={ICONS[tile.id]}
              heading="h2"
              onOpen={guard(tile)}
            />
          </TileGridItem>
        ))}
      </TileGrid>
    </>
  );
}
