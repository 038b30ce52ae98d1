import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../../app/api-client.ts';
import { DialogFrame } from '../../../../ui/dialog-frame.tsx';
import { useFormGroupPreview, useImportFormGroup } from '../../api/manage-templates.ts';
import { useTemplatesToast } from '../shared/use-templates-toast.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface ImportGroupDialogProps {
  open: boolean;
  onClose: () => void;
  onImported: (templateId: string) => void;
}

/** Import Form Group as Template: a group's id, its organisation (read-only) and forms, the template's name. */
export function ImportGroupDialog({ open, onClose, onImported }: ImportGroupDialogProps) {
  const [groupId, setGroupId] = useState('');
  const [asked, setAsked] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const preview = useFormGroupPreview(asked);
  const importGroup = useImportFormGroup();
  const toast = useTemplatesToast('manage');
  useEffect(() => {
    if (!open) return;
    setGroupId('');
    setAsked(null);
    setName('');
    setDescription('');
    setError(null);
  }, [open]);
  useEffect(() => {
    if (preview.data && !name) setName(preview.data.formGroup.name);
  }, [preview.data, name]);

  const look = () => {
    const id = groupId.trim();
    setError(null);
    if (!UUID.test(id)) return setError(m.formGroupNotFound);
    setAsked(id);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!preview.data) return look();
    if (!name.trim()) return setError(m.nameRequired);
    importGroup.mutate(
      { formGroupId: preview.data.formGroup.id, name, description },
      {
        onSuccess: ({ template, message }) => {
          toast.success(message);
          onClose();
          onImported(template.id);
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };
  const previewError = preview.isError ? errorMessage(preview.error, m.formGroupNotFound) : null;
  return (
    <DialogFrame
      open={open}
      title="Import Form Group as Template"
      onClose={importGroup.isPending ? undefined : onClose}
      width="sm"
      onSubmit={submit}
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!preview.data || importGroup.isPending}>
            {importGroup.isPending ? 'Importing…' : 'Import as Template'}
          </Button>
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label="Form Group ID"
            required
            fullWidth
            value={groupId}
            onChange={(event) => {
              setGroupId(event.target.value);
              setAsked(null);
            }}
          />
          <Button onClick={look} sx={{ mt: 1, flexShrink: 0 }}>
            Preview
          </Button>
        </Stack>
        {preview.isFetching && <Typography>Loading preview…</Typography>}
        {previewError && <Alert severity="error">{previewError}</Alert>}
        {preview.data && (
          <>
            <TextField
              label="Organization"
              value={`${preview.data.formGroup.orgName} (${preview.data.formGroup.orgId})`}
              slotProps={{ htmlInput: { readOnly: true } }}
              fullWidth
            />
            <div>
              <Typography variant="subtitle2" component="h3">
                Forms to import ({preview.data.forms.length})
              </Typography>
              <List dense aria-label="Forms to import">
                {preview.data.forms.map((form) => (
                  <ListItem key={form.id} disableGutters>
                    <ListItemText primary={form.name} sx={{ overflowWrap: 'anywhere' }} />
                    {form.referencedOnly && <Chip size="small" label="Referenced" />}
                  </ListItem>
                ))}
              </List>
            </div>
            <TextField
              label="Template Name"
              required
              fullWidth
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
            <TextField
              label="Description"
              fullWidth
              multiline
              minRows={2}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
            />
          </>
        )}
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
    </DialogFrame>
  );
}
