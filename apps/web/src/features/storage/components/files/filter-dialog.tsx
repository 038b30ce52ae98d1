import { storageMessages as m } from '@atrium/domain/storage/storage.messages.ts';
import type { MyFolder } from '@atrium/domain/storage/storage.schemas.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { type FormEvent, useState } from 'react';
import {
  DateRangeFields,
  type DraftDate,
  draftOf,
  draftProblem,
  isoOf,
} from '../../../../ui/date-range-fields.tsx';
import { DialogFrame } from '../../../../ui/dialog-frame.tsx';
import { type FileFilters, useUploaderChoices } from '../../api/storage-files.ts';
import { defaultFilters } from './file-filters.ts';

export interface UploaderChoice {
  id: string;
  name: string;
}

interface FilterDialogProps {
  open: boolean;
  filters: FileFilters;
  folders: readonly MyFolder[];
  foldersFailed: boolean;
  /** Uploaders of the files listed now: they are offered even when no longer active members. */
  listedUploaders: readonly UploaderChoice[];
  onApply: (filters: FileFilters) => void;
  onClose: () => void;
}

interface Draft {
  folderId: string;
  uploadedBy: string;
  issued: [DraftDate, DraftDate];
  uploaded: [DraftDate, DraftDate];
}

/** 'All folders' and 'Anyone' are choices too: shown, with the label above them. */
const EMPTY_SHOWN = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

const draftFrom = (filters: FileFilters): Draft => ({
  folderId: filters.folderId ?? '',
  uploadedBy: filters.uploadedBy ?? '',
  issued: [draftOf(filters.issuedFrom), draftOf(filters.issuedTo)],
  uploaded: [draftOf(filters.uploadedFrom), draftOf(filters.uploadedTo)],
});

/** The organisation's active members and the uploaders listed, once each, by name. */
function choicesOf(members: readonly UploaderChoice[], listed: readonly UploaderChoice[]): UploaderChoice[] {
  const byId = new Map<string, UploaderChoice>();
  for (const person of [...members, ...listed]) byId.set(person.id, { id: person.id, name: person.name });
  return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The filter dialog of View Uploaded Files: folder, uploader (view_all folders only) and two date ranges. */
export function FilterDialog(props: FilterDialogProps) {
  return props.open ? <OpenFilterDialog {...props} /> : null;
}

function OpenFilterDialog({
  filters,
  folders,
  foldersFailed,
  listedUploaders,
  onApply,
  onClose,
}: FilterDialogProps) {
  const [draft, setDraft] = useState(() => draftFrom(filters));
  const folder = folders.find((f) => f.id === draft.folderId);
  // Only view_all users may filter by uploader (spec §6): the chosen folder says whether the caller may.
  const byUploader = folder?.filterByUploader ?? false;
  const problem = draftProblem(...draft.issued, m) ?? draftProblem(...draft.uploaded, m);
  const members = useUploaderChoices(byUploader);
  const uploaders = choicesOf(members.data ?? [], listedUploaders);

  const chooseFolder = (folderId: string) => {
    const next = folders.find((f) => f.id === folderId);
    setDraft((d) => ({ ...d, folderId, uploadedBy: next?.filterByUploader ? d.uploadedBy : '' }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (problem) return;
    onApply({
      folderId: draft.folderId || undefined,
      uploadedBy: (byUploader && draft.uploadedBy) || undefined,
      issuedFrom: isoOf(draft.issued[0]),
      issuedTo: isoOf(draft.issued[0]) && isoOf(draft.issued[1]),
      uploadedFrom: isoOf(draft.uploaded[0]),
      uploadedTo: isoOf(draft.uploaded[0]) && isoOf(draft.uploaded[1]),
    });
  };

  return (
    <DialogFrame
      open
      title="Filter files"
      onClose={onClose}
      width="sm"
      fullScreenOnPhone
      onSubmit={submit}
      actions={
        <>
          <Button onClick={() => setDraft(draftFrom(defaultFilters()))} sx={{ mr: 'auto' }}>
            Reset
          </Button>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={problem !== null}>
            Apply
          </Button>
        </>
      }
    >
      <LocalizationProvider dateAdapter={AdapterDateFns}>
        <Box sx={{ display: 'grid', gap: 3, pt: 1 }}>
          {foldersFailed && <Alert severity="error">{m.loadFoldersFailed}</Alert>}
          <TextField
            select
            label="Folder"
            value={draft.folderId}
            onChange={(event) => chooseFolder(event.target.value)}
            fullWidth
            slotProps={EMPTY_SHOWN}
          >
            <MenuItem value="">All folders</MenuItem>
            {folders.map((f) => (
              <MenuItem key={f.id} value={f.id}>
                {f.displayName}
              </MenuItem>
            ))}
          </TextField>
          {byUploader && (
            <TextField
              select
              label="Uploaded by"
              value={uploaders.some((u) => u.id === draft.uploadedBy) ? draft.uploadedBy : ''}
              onChange={(event) => setDraft((d) => ({ ...d, uploadedBy: event.target.value }))}
              fullWidth
              slotProps={EMPTY_SHOWN}
            >
              <MenuItem value="">Anyone</MenuItem>
              {uploaders.map((u) => (
                <MenuItem key={u.id} value={u.id}>
                  {u.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <DateRangeFields
            label="Issued"
            from={draft.issued[0]}
            to={draft.issued[1]}
            onChange={(from, to) => setDraft((d) => ({ ...d, issued: [from, to] }))}
            messages={m}
          />
          <DateRangeFields
            label="Uploaded"
            from={draft.uploaded[0]}
            to={draft.uploaded[1]}
            onChange={(from, to) => setDraft((d) => ({ ...d, uploaded: [from, to] }))}
            messages={m}
          />
        </Box>
      </LocalizationProvider>
    </DialogFrame>
  );
}
