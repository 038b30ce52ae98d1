import { PERMISSION_WARNING_MS } from '@atrium/domain/access/access-home.ts';
import AddBoxIcon from '@mui/icons-material/AddBox';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import DescriptionIcon from '@mui/icons-material/Description';
import FolderCopyIcon from '@mui/icons-material/FolderCopy';
import SettingsIcon from '@mui/icons-material/Settings';
import TableChartIcon from '@mui/icons-material/TableChart';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import type { MouseEvent, ReactElement } from 'react';
import { useSession } from '../../../app/session/session-context.tsx';
import { LinkCard } from '../../../ui/link-card.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useTimedMessage } from '../../../ui/use-timed-message.ts';
import {
  type FormManagementTile,
  formManagementTiles,
  type TileId,
} from '../components/home/form-management-tiles.ts';

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
  const [warning, showWarning] = useTimedMessage(PERMISSION_WARNING_MS);

  const guard = (tile: FormManagementTile) => (event: MouseEvent) => {
    if (!tile.warning) return;
    event.preventDefault();
    showWarning(tile.warning);
  };

  return (
    <>
      <PageHeading
        title="Form Management"
        subtitle="Build forms, bundle them into groups and reach their data."
      />
      {warning && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {warning}
        </Alert>
      )}
      <Grid
        container
        spacing={2}
        component="ul"
        aria-label="Form management actions"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {formManagementTiles(actor).map((tile) => (
          <Grid key={tile.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
            <LinkCard
              title={tile.title}
              subtitle={tile.subtitle}
              path={tile.path}
              icon={ICONS[tile.id]}
              heading="h2"
              onOpen={guard(tile)}
            />
          </Grid>
        ))}
      </Grid>
    </>
  );
}
