import { entryMessages as m } from '@atrium/domain/entries/entries.messages.ts';
import type { Entry } from '@atrium/domain/entries/entries.schemas.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import type { Form } from '@atrium/domain/forms/forms.schemas.ts';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import HighlightIcon from '@mui/icons-material/Highlight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { FieldInput } from '../../../../ui/form-kit/inputs/field-input.tsx';
import { EntryInputSources } from '../entry/entry-input-sources.tsx';
import { SpotlightView } from './spotlight-view.tsx';
import { useEntryEditor } from './use-entry-editor.ts';

interface EditEntryDialogProps {
  form: Form;
  fields: readonly FieldConfig[];
  entries: readonly Entry[];
  /** The entry being edited, by its place on the page; null when closed. */
  index: number | null;
  draft: boolean;
  onIndex: (index: number) => void;
  onDraftSubmitted: (id: string) => void;
  onClose: () => void;
}

/** Arrow keys belong to whatever the reader is typing in. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

function HeaderButton(props: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const button = (
    <IconButton aria-label={props.label} disabled={props.disabled} onClick={props.onClick}>
      {props.children}
    </IconButton>
  );
  return <Tooltip title={props.label}>{props.disabled ? <span>{button}</span> : button}</Tooltip>;
}

/** 'Edit Entry' or 'Submit Draft' with the short code; previous/next walk the entries of the page. */
export function EditEntryDialog(props: EditEntryDialogProps) {
  const { form, fields, entries, index, draft, onIndex, onClose } = props;
  const titleId = useId();
  const entry = index === null ? null : (entries[index] ?? null);
  const editor = useEntryEditor(form, fields, entry, draft, props.onDraftSubmitted);
  const [spotlight, setSpotlight] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);
  const hasPrevious = index !== null && index > 0;
  const hasNext = index !== null && index < entries.length - 1;

  useEffect(() => {
    if (!entry) return;
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event.target)) return;
      if (event.key === 'ArrowLeft' && hasPrevious && index !== null) onIndex(index - 1);
      if (event.key === 'ArrowRight' && hasNext && index !== null) onIndex(index + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [entry, hasPrevious, hasNext, index, onIndex]);

  // Escape leaves the spotlight first; a second Escape closes the dialog.
  const close = (_: unknown, reason?: string) => {
    if (reason === 'escapeKeyDown' && spotlight) setSpotlight(false);
    else onClose();
  };

  return (
    <Dialog
      open={entry !== null}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', pr: 1 }}>
        <DialogTitle id={titleId} sx={{ flex: 1, minWidth: 0 }}>
          {`${draft ? 'Submit Draft' : 'Edit Entry'} ${entry?.code ?? ''}`}
        </DialogTitle>
        <Box sx={{ display: 'flex' }}>
          <HeaderButton
            label="Previous entry"
            disabled={!hasPrevious}
            onClick={() => index !== null && onIndex(index - 1)}
          >
            <ChevronLeftIcon />
          </HeaderButton>
          <HeaderButton
            label="Next entry"
            disabled={!hasNext}
            onClick={() => index !== null && onIndex(index + 1)}
          >
            <ChevronRightIcon />
          </HeaderButton>
          <HeaderButton
            label={spotlight ? 'Leave Spotlight View' : 'Spotlight View'}
            onClick={() => setSpotlight(!spotlight)}
          >
            <HighlightIcon color={spotlight ? 'primary' : undefined} />
          </HeaderButton>
          <HeaderButton
            label={fullScreen ? 'Exit Full Screen' : 'Full Screen'}
            onClick={() => setFullScreen(!fullScreen)}
          >
            {fullScreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
          </HeaderButton>
          <HeaderButton label="Close" onClick={onClose}>
            <CloseIcon />
          </HeaderButton>
        </Box>
      </Box>
      <DialogContent dividers>
        {entry && spotlight && <SpotlightView entry={{ ...entry, data: editor.values }} fields={fields} />}
        {entry && !spotlight && (
          <EntryInputSources>
            <Stack spacing={2}>
              {fields.map((field) => (
                <FieldInput
                  key={`${entry.id}-${field.id}`}
                  id={`edit-${field.id}`}
                  formId={form.id}
                  field={field}
                  value={editor.values[field.id]}
                  onChange={(value) => editor.setValue(field.id, value)}
                  errors={editor.errors}
                  disabled={!editor.editable.has(field.id) || field.strictReadOnly}
                  helperText={editor.editable.has(field.id) ? field.helpText : m.lockedField}
                />
              ))}
            </Stack>
          </EntryInputSources>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void editor.save()} disabled={editor.saving || spotlight}>
          {draft ? 'Submit' : 'Update'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
