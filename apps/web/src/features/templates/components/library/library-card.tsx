import type { LibraryCard as Card } from '@atrium/domain/templates/template-library.schemas.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiCard from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { AttachmentIcons } from './attachment-icons.tsx';

export type CardAction = 'view' | 'import' | 'update' | 'restore' | 'whats-new';

const released = (card: Card) =>
  card.releasedVersion ? `v${card.releasedVersion} Released` : 'Not Released';

/** The status chip of §4: up to date, an update on offer, in the trash, or the release on offer. */
function StatusChips({ card }: { card: Card }) {
  switch (card.status) {
    case 'up-to-date':
      return <Chip size="small" color="success" label="Imported Up-to-date" />;
    case 'update-available':
      return (
        <>
          <Chip size="small" color="primary" label={released(card)} />
          <Chip size="small" color="primary" variant="outlined" label="Update Available" />
        </>
      );
    case 'trashed':
      return <Chip size="small" label="Imported (in trash)" />;
    default:
      return <Chip size="small" variant="outlined" label={released(card)} />;
  }
}

function MainAction({
  card,
  busy,
  onAction,
}: {
  card: Card;
  busy: boolean;
  onAction: (a: CardAction) => void;
}) {
  const label = `${card.name}`;
  switch (card.status) {
    case 'up-to-date':
      return (
        <Button size="small" disabled>
          Imported
        </Button>
      );
    case 'update-available':
      return (
        <Button
          size="small"
          variant="contained"
          disabled={busy}
          onClick={() => onAction('update')}
          aria-label={`Update ${label}`}
        >
          Update
        </Button>
      );
    case 'trashed':
      return (
        <Button
          size="small"
          variant="outlined"
          disabled={busy}
          onClick={() => onAction('restore')}
          aria-label={`Restore ${label}`}
        >
          Restore
        </Button>
      );
    default:
      return (
        <Button
          size="small"
          variant="contained"
          disabled={busy}
          onClick={() => onAction('import')}
          aria-label={`Import ${label}`}
        >
          Import
        </Button>
      );
  }
}

/** One template of the library with its import state and what can be done with it. */
export function LibraryCard({
  card,
  busy,
  onAction,
}: {
  card: Card;
  busy: boolean;
  onAction: (action: CardAction) => void;
}) {
  return (
    <MuiCard
      variant="outlined"
      component="article"
      aria-label={card.name}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1, display: 'grid', gap: 1 }}>
        <Typography component="h2" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
          {card.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {card.description.trim() || m.noDescription}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <StatusChips card={card} />
        </Box>
        <Typography variant="body2">
          {card.formCount} {card.formCount === 1 ? 'form' : 'forms'}
          {card.createdBy ? ` · Created by ${card.createdBy}` : ''}
        </Typography>
        <AttachmentIcons attachments={card.attachments} />
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" onClick={() => onAction('view')} aria-label={`View ${card.name}`}>
          View
        </Button>
        <MainAction card={card} busy={busy} onAction={onAction} />
        {card.releasedVersion !== null && card.status !== 'not-imported' && (
          <Button
            size="small"
            onClick={() => onAction('whats-new')}
            aria-label={`What's New in ${card.name}`}
          >
            What's New
          </Button>
        )}
      </CardActions>
    </MuiCard>
  );
}
