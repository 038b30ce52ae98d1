import type { StoredBill } from '@atrium/domain/storage/storage.schemas.ts';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../../../ui/format-date.ts';
import { thumbnailUrl } from '../../api/storage-files.ts';
import { shownDay } from './file-filters.ts';
import { FileTypeIcon, kindOf } from './file-type-icon.tsx';
import { useLongPress } from './use-long-press.ts';

const THUMB_HEIGHT = 140;

interface FileCardProps {
  file: StoredBill;
  selected: boolean;
  /** While files are being chosen, a click on the card chooses it instead of opening it. */
  selecting: boolean;
  onOpen: () => void;
  onToggle: () => void;
  /** A long press starts choosing, with this card chosen (spec §2). */
  onLongPress: () => void;
  onDelete: () => void;
}

function Thumbnail({ file }: { file: StoredBill }) {
  if (file.hasThumbnail) {
    return (
      <Box
        component="img"
        src={thumbnailUrl(file.id)}
        alt={`Thumbnail of ${file.fileName}`}
        loading="lazy"
        draggable={false}
        sx={{ display: 'block', width: '100%', height: THUMB_HEIGHT, objectFit: 'cover' }}
      />
    );
  }
  return (
    <Box sx={{ height: THUMB_HEIGHT, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
      <FileTypeIcon kind={kindOf(file)} sx={{ fontSize: 56 }} />
    </Box>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ fontWeight: 500 }}>
        {label}:
      </Box>{' '}
      {value}
    </Typography>
  );
}

/** One uploaded file: its thumbnail or type, name, folder, dates and uploader. */
export function FileCard({
  file,
  selected,
  selecting,
  onOpen,
  onToggle,
  onLongPress,
  onDelete,
}: FileCardProps) {
  const press = useLongPress(onLongPress);
  const click = () => {
    if (press.wasLongPress()) return;
    if (selecting) onToggle();
    else onOpen();
  };
  return (
    <Card
      variant="outlined"
      component="article"
      aria-label={file.fileName}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: selected ? 'primary.main' : undefined,
        outline: selected ? 2 : 0,
        outlineColor: 'primary.main',
      }}
    >
      <CardActionArea
        {...press.handlers}
        onClick={click}
        aria-label={selecting ? `Choose ${file.fileName}` : `Preview ${file.fileName}`}
        aria-pressed={selecting ? selected : undefined}
        sx={{
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
          userSelect: 'none',
          WebkitTouchCallout: 'none',
          touchAction: 'manipulation',
        }}
      >
        <Thumbnail file={file} />
        <CardContent sx={{ display: 'grid', gap: 0.5 }}>
          <Typography component="h2" variant="subtitle1" sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}>
            {file.fileName}
          </Typography>
          <Detail label="Folder" value={file.folderName} />
          <Detail label="Issued" value={shownDay(file.issuedOn)} />
          <Detail label="Uploaded" value={formatDateTime(file.uploadedOn)} />
          <Detail label="By" value={file.uploadedBy.name} />
        </CardContent>
      </CardActionArea>
      {/* Outside the action area: a control may not sit inside another. */}
      <Checkbox
        checked={selected}
        onChange={onToggle}
        slotProps={{ input: { 'aria-label': `Select ${file.fileName}` } }}
        sx={{
          position: 'absolute',
          top: 4,
          left: 4,
          bgcolor: 'background.paper',
          borderRadius: 1,
          '&:hover': { bgcolor: 'background.paper' },
        }}
      />
      {file.mayDelete && (
        <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>
          <Tooltip title="Delete">
            <IconButton onClick={onDelete} aria-label={`Delete ${file.fileName}`} color="error" size="small">
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        </CardActions>
      )}
    </Card>
  );
}
