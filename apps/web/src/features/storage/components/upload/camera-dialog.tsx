import { storageMessages } from '@atrium/domain/storage/storage.messages.ts';
import { CAMERA } from '@atrium/domain/storage/storage.schemas.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { format } from 'date-fns';
import { useSnackbar } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import { DialogFrame } from '../../../../ui/dialog-frame.tsx';
import { UPLOAD_TOAST_MS } from './use-upload-queue.ts';

interface CameraDialogProps {
  open: boolean;
  onClose: () => void;
  /** The photo taken, as a JPEG file. */
  onCapture: (photo: File) => void;
}

/**
 * Takes a photo with the device's camera (ideal 1280x720, JPEG at 0.9, spec §9). The camera is released as soon
 * as the dialog closes.
 */
export function CameraDialog({ open, onClose, onCapture }: CameraDialogProps) {
  const video = useRef<HTMLVideoElement | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [failed, setFailed] = useState(false);
  const { enqueueSnackbar } = useSnackbar();

  useEffect(() => {
    if (!open) return;
    let live: MediaStream | null = null;
    let closed = false;
    setFailed(false);
    navigator.mediaDevices
      .getUserMedia({ video: { width: { ideal: CAMERA.idealWidth }, height: { ideal: CAMERA.idealHeight } } })
      .then((media) => {
        if (closed) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        live = media;
        setStream(media);
      })
      .catch(() => {
        if (closed) return;
        setFailed(true);
        enqueueSnackbar(storageMessages.webcamFailed, {
          variant: 'error',
          autoHideDuration: UPLOAD_TOAST_MS,
        });
      });
    return () => {
      closed = true;
      for (const track of live?.getTracks() ?? []) track.stop();
      setStream(null);
    };
  }, [open, enqueueSnackbar]);

  // The video element may mount before or after the camera answers: whichever comes second connects them.
  const attach = (node: HTMLVideoElement | null) => {
    video.current = node;
    if (node && stream && node.srcObject !== stream) node.srcObject = stream;
  };

  const capture = () => {
    const source = video.current;
    if (!source || source.videoWidth === 0) return;
    const canvas = document.createElement('canvas');
    canvas.width = source.videoWidth;
    canvas.height = source.videoHeight;
    canvas.getContext('2d')?.drawImage(source, 0, 0);
    canvas.toBlob(
      (blob) => {
        if (!blob) return;
        const name = `photo-${format(new Date(), 'yyyyMMdd-HHmmss')}.jpg`;
        onCapture(new File([blob], name, { type: 'image/jpeg', lastModified: Date.now() }));
        onClose();
      },
      'image/jpeg',
      CAMERA.jpegQuality,
    );
  };

  return (
    <DialogFrame
      open={open}
      title="Take Photo"
      onClose={onClose}
      width="sm"
      fullScreenOnPhone
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="contained" onClick={capture} disabled={!stream}>
            Capture
          </Button>
        </>
      }
    >
      {failed ? (
        <Alert severity="error">{storageMessages.webcamFailed}</Alert>
      ) : (
        <Box
          component="video"
          ref={attach}
          autoPlay
          playsInline
          muted
          aria-label="Camera preview"
          sx={{ width: '100%', maxHeight: '60vh', bgcolor: 'black', borderRadius: 1, display: 'block' }}
        />
      )}
    </DialogFrame>
  );
}
