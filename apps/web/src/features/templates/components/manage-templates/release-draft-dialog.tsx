import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import type { TemplateSummary } from '@atrium/domain/templates/templates.schemas.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../../app/api-client.ts';
import { DialogFrame } from '../../../../ui/dialog-frame.tsx';
import { useReleaseDraft } from '../../api/manage-templates.ts';
import { useTemplatesToast } from '../shared/use-templates-toast.ts';

interface ReleaseDraftDialogProps {
  template: TemplateSummary | null;
  onClose: () => void;
  onReleased: () => void;
}

/** Release Draft as New Version: what is new is required, and the button stays off while it is blank. */
export function ReleaseDraftDialog({ template, onClose, onReleased }: ReleaseDraftDialogProps) {
  const release = useReleaseDraft();
  const toast = useTemplatesToast('manage');
  const [changes, setChanges] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (template) {
      setChanges('');
      setError(null);
    }
  }, [template]);
  const blank = changes.trim() === '';
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!template) return;
    if (blank) return setError(m.changesRequired);
    release.mutate(
      { templateId: template.id, body: { mode: 'create-new', changes } },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onClose();
          onReleased();
        },
        onError: (failure) => setError(errorMessage(failure, m.releaseDraftFailed)),
      },
    );
  };
  const next = template ? (template.draft?.version ?? template.version + 1) : 1;
  return (
    <DialogFrame
      open={template !== null}
      title="Release Draft as New Version"
      onClose={release.isPending ? undefined : onClose}
      width="sm"
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onClose} disabled={release.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={blank || release.isPending}>
            {release.isPending ? 'Releasing…' : 'Release'}
          </Button>
        </>
      }
    >
      <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>
        {template?.name}: the draft becomes version {next}.
      </Typography>
      <TextField
        label="What's new in this version"
        required
        fullWidth
        multiline
        minRows={3}
        value={changes}
        onChange={(event) => setChanges(event.target.value)}
        helperText={blank ? m.changesRequired : ' '}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </DialogFrame>
  );
}
