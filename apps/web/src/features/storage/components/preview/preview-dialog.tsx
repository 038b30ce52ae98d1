import type { StoredBill } from '@atrium/domain/storage/storage.schemas.ts';
import { ROTATE_STEP_DEG, ZOOM } from '@atrium/domain/storage/storage.schemas.ts';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import ShareIcon from '@mui/icons-material/Share';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DialogFrame } from '../../../../ui/dialog-frame.tsx';
import { contentUrl } from '../../api/storage-files.ts';
import { shownDay } from '../files/file-filters.ts';
import { kindOf } from '../files/file-type-icon.tsx';
import { PreviewBody, previewable } from './preview-body.tsx';
import { useFileTransfer } from './use-file-transfer.ts';

/** One step of zoom, kept to one decimal so 1 + 5 × 0.2 is 2, not 1.9999. */
const zoomed = (zoom: number, by: number) =>
  Math.min(ZOOM.max, Math.max(ZOOM.min, Math.round((zoom + by) * 10) / 10));

interface PreviewDialogProps {
  file: StoredBill | null;
  onClose: () => void;
  onDelete: (file: StoredBill) => void;
}

/** The preview modal (spec §2): zoom, rotate, download, share, open in a new tab and delete. */
export function PreviewDialog({ file, onClose, onDelete }: PreviewDialogProps) {
  return (
    <DialogFrame
      open={file !== null}
      title={file?.fileName ?? ''}
      onClose={onClose}
      width="md"
      fullScreenOnPhone
    >
      {/* Keyed by file: zoom and rotation start afresh for each file. */}
      {file && <PreviewContent key={file.id} file={file} onClose={onClose} onDelete={onDelete} />}
    </DialogFrame>
  );
}

function PreviewContent({
  file,
  onClose,
  onDelete,
}: { file: StoredBill } & Omit<PreviewDialogProps, 'file'>) {
  const [zoom, setZoom] = useState<number>(ZOOM.min);
  const [rotation, setRotation] = useState(0);
  const transfer = useFileTransfer();
  const kind = kindOf(file);
  const shown = previewable(file, kind);
  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {file.folderName} · Issued {shownDay(file.issuedOn)} · {file.uploadedBy.name}
        </Typography>
        {shown && (
          <Box
            role="toolbar"
            aria-label="View"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}
          >
            <Tooltip title="Zoom out">
              <span>
                <IconButton
                  aria-label="Zoom out"
                  disabled={zoom <= ZOOM.min}
                  onClick={() => setZoom((z) => zoomed(z, -ZOOM.step))}
                >
                  <ZoomOutIcon />
                </IconButton>
              </span>
            </Tooltip>
            <Typography role="status" aria-label="Zoom" sx={{ minWidth: 48, textAlign: 'center' }}>
              {Math.round(zoom * 100)}%
            </Typography>
            <Tooltip title="Zoom in">
              <span>
                <IconButton
                  aria-label="Zoom in"
                  disabled={zoom >= ZOOM.max}
                  onClick={() => setZoom((z) => zoomed(z, ZOOM.step))}
                >
                  <ZoomInIcon />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Rotate">
              <IconButton aria-label="Rotate" onClick={() => setRotation((r) => (r + ROTATE_STEP_DEG) % 360)}>
                <RotateRightIcon />
              </IconButton>
            </Tooltip>
          </Box>
        )}
        <PreviewBody file={file} kind={kind} zoom={zoom} rotation={rotation} />
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {file.mayDelete && (
          <Button color="error" startIcon={<DeleteIcon />} onClick={() => onDelete(file)} sx={{ mr: 'auto' }}>
            Delete
          </Button>
        )}
        {shown && (
          <>
            <Button
              startIcon={<ShareIcon />}
              disabled={transfer.busy !== null}
              onClick={() => void transfer.share(file)}
            >
              Share
            </Button>
            <Button
              startIcon={<OpenInNewIcon />}
              component="a"
              href={contentUrl(file.id, true)}
              target="_blank"
              rel="noopener"
            >
              Open in new tab
            </Button>
          </>
        )}
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          disabled={transfer.busy !== null}
          onClick={() => void transfer.download(file)}
        >
          Download
        </Button>
        <Button startIcon={<CloseIcon />} onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </>
  );
}
