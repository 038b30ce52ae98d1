import { storageMessages as m } from '@atrium/domain/storage/storage.messages.ts';
import type { StoredBill } from '@atrium/domain/storage/storage.schemas.ts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { contentUrl } from '../../api/storage-files.ts';
import { type FileKind, FileTypeIcon } from '../files/file-type-icon.tsx';

/** Images every browser draws (HEIC photos are offered for download), and PDF in the browser's viewer. */
const SHOWN_IMAGES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

export const previewable = (file: StoredBill, kind: FileKind) =>
  kind === 'pdf' || (kind === 'image' && SHOWN_IMAGES.has(file.contentType.toLowerCase()));

interface PreviewBodyProps {
  file: StoredBill;
  kind: FileKind;
  zoom: number;
  rotation: number;
}

/**
 * The file as the browser shows it: an image, or a PDF in the browser's own viewer. Zoom widens the file in
 * a scrolling frame (so every part can be reached); rotation turns it about its centre.
 */
export function PreviewBody({ file, kind, zoom, rotation }: PreviewBodyProps) {
  if (!previewable(file, kind)) {
    return (
      <Box sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 4, textAlign: 'center' }}>
        <FileTypeIcon kind={kind} sx={{ fontSize: 72 }} />
        <Typography>{m.noPreview}</Typography>
      </Box>
    );
  }
  const turn = { transform: `rotate(${rotation}deg)`, transition: 'transform 150ms' };
  return (
    <Box
      tabIndex={0}
      role="region"
      aria-label={`Preview of ${file.fileName}`}
      sx={{ overflow: 'auto', height: { xs: '60vh', sm: '65vh' }, bgcolor: 'action.hover', borderRadius: 1 }}
    >
      <Box
        sx={{ width: `${zoom * 100}%`, minHeight: '100%', mx: 'auto', display: 'grid', placeItems: 'center' }}
      >
        {kind === 'image' ? (
          <Box
            component="img"
            src={contentUrl(file.id, true)}
            alt={file.fileName}
            sx={{ display: 'block', maxWidth: '100%', width: '100%', objectFit: 'contain', ...turn }}
          />
        ) : (
          <Box
            component="iframe"
            src={contentUrl(file.id, true)}
            title={file.fileName}
            sx={{
              border: 0,
              width: '100%',
              height: `calc(${zoom} * 60vh)`,
              bgcolor: 'background.paper',
              ...turn,
            }}
          />
        )}
      </Box>
    </Box>
  );
}
