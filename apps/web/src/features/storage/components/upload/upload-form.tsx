import { storageMessages } from '@atrium/domain/storage/storage.messages.ts';
import { ACCEPT_ATTRIBUTE, type MyFolder } from '@atrium/domain/storage/storage.schemas.ts';
import {
  isAcceptedExtension,
  MAX_STORAGE_FILE_BYTES,
  MAX_STORAGE_FILE_GIB,
  storageExtensionOf,
  storageFileNameRefusal,
} from '@atrium/domain/storage/storage-upload-rules.ts';
import CameraAltIcon from '@mui/icons-material/CameraAlt';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { format, isAfter, isValid, startOfDay } from 'date-fns';
import { useSnackbar } from 'notistack';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import { CameraDialog } from './camera-dialog.tsx';
import { formatBytes, renamed, splitFileName } from './file-name.ts';
import { type QueueInput, UPLOAD_TOAST_MS } from './use-upload-queue.ts';

interface UploadFormProps {
  folders: readonly MyFolder[];
  loadingFolders: boolean;
  onQueue: (input: QueueInput) => void;
}

/** Folder, issued date, a file or a photo, its name; confirmed, it joins the upload queue. */
export function UploadForm({ folders, loadingFolders, onQueue }: UploadFormProps) {
  const { enqueueSnackbar } = useSnackbar();
  const picker = useRef<HTMLInputElement | null>(null);
  const [folderId, setFolderId] = useState('');
  const [issued, setIssued] = useState<Date | null>(() => startOfDay(new Date()));
  const [file, setFile] = useState<File | null>(null);
  const [base, setBase] = useState('');
  const [camera, setCamera] = useState(false);
  const [asking, setAsking] = useState(false);
  const [tried, setTried] = useState(false);
  const folder = folders.find((f) => f.id === folderId);
  const warn = (message: string) =>
    enqueueSnackbar(message, { variant: 'warning', autoHideDuration: UPLOAD_TOAST_MS });

  // The device's own today: a date after it is refused here; the server allows for every time zone.
  const dateProblem =
    issued === null || !isValid(issued)
      ? storageMessages.issuedRequired
      : isAfter(startOfDay(issued), startOfDay(new Date()))
        ? storageMessages.issuedInFuture
        : null;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setBase(chosen ? splitFileName(chosen.name).base : '');
  };
  const needFolderFirst = () => {
    if (folderId) return false;
    warn(storageMessages.selectFolderFirst);
    return true;
  };
  const fileName = file ? renamed(file.name, base) : '';

  const upload = () => {
    setTried(true);
    if (!folder) return warn(storageMessages.selectFolder);
    if (!file) return warn(storageMessages.noFileSelected);
    if (dateProblem) return;
    // The server's own rules, asked here first so a file it would refuse is not hashed and sent for nothing.
    if (!isAcceptedExtension(storageExtensionOf(fileName))) return warn(storageMessages.typeNotAccepted);
    const badName = storageFileNameRefusal(fileName);
    if (badName) return warn(badName);
    if (file.size > MAX_STORAGE_FILE_BYTES) return warn(storageMessages.fileTooLarge(MAX_STORAGE_FILE_GIB));
    setAsking(true);
  };
  const confirm = () => {
    if (!folder || !file || !issued) return;
    onQueue({
      file,
      fileName,
      folderId: folder.id,
      folderName: folder.displayName,
      issuedOn: format(issued, 'yyyy-MM-dd'),
    });
    setAsking(false);
    setTried(false);
    choose(null);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 560 }}>
      <TextField
        select
        label="Folder Name"
        value={folderId}
        onChange={(event) => setFolderId(event.target.value)}
        error={tried && !folderId}
        disabled={loadingFolders}
        helperText={folder ? `${folder.basePath} · ${folder.accessLine}` : undefined}
      >
        {folders.map((f) => (
          <MenuItem key={f.id} value={f.id}>
            {f.displayName}
          </MenuItem>
        ))}
      </TextField>
      <LocalizationProvider dateAdapter={AdapterDateFns}>
        <DatePicker
          label="Issued Date"
          value={issued}
          onChange={setIssued}
          maxDate={new Date()}
          format="dd/MM/yyyy"
          slotProps={{
            textField: {
              required: true,
              error: tried && dateProblem !== null,
              helperText: tried ? dateProblem : null,
            },
          }}
        />
      </LocalizationProvider>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          onClick={() => needFolderFirst() || picker.current?.click()}
        >
          Choose File
        </Button>
        <Button
          variant="outlined"
          startIcon={<CameraAltIcon />}
          onClick={() => needFolderFirst() || setCamera(true)}
        >
          Take Photo
        </Button>
        <input
          ref={picker}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          hidden
          aria-label="File to upload"
          onChange={(event) => {
            choose(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
        />
      </Box>
      {file && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            Selected: {file.name} ({formatBytes(file.size)})
          </Typography>
          <TextField
            label="File Name"
            value={base}
            onChange={(event) => setBase(event.target.value)}
            helperText="Rename the file if you like; its extension stays."
            slotProps={{
              input: {
                endAdornment: splitFileName(file.name).extension ? (
                  <InputAdornment position="end">{splitFileName(file.name).extension}</InputAdornment>
                ) : undefined,
              },
            }}
          />
        </>
      )}
      <Box>
        <Button variant="contained" onClick={upload} startIcon={<UploadFileIcon />}>
          Upload
        </Button>
      </Box>
      <CameraDialog open={camera} onClose={() => setCamera(false)} onCapture={choose} />
      <ConfirmDialog
        open={asking}
        title="Confirm Upload"
        confirmLabel="Upload"
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        {storageMessages.confirmUpload(fileName, folder?.displayName ?? '')}
      </ConfirmDialog>
    </Box>
  );
}
