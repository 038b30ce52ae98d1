import type { LibraryCard } from '@atrium/domain/templates/template-library.schemas.ts';
import { type LibraryImport, libraryImportSchema } from '@atrium/domain/templates/templates.schemas.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../../app/api-client.ts';
import { DialogFrame } from '../../../../ui/dialog-frame.tsx';
import { FormDialog, useFormDialogReset } from '../../../../ui/form-dialog.tsx';
import { FormTextField } from '../../../../ui/form-text-field.tsx';
import { useImportTemplate, useUpdateImport, useWhatsNew } from '../../api/template-library.ts';
import { useTemplatesToast } from '../shared/use-templates-toast.ts';
import { SafetySummary } from './safety-summary.tsx';

interface Props {
  card: LibraryCard | null;
  mode: 'import' | 'update';
  onClose: () => void;
}

function TemplateDetails({ card }: { card: LibraryCard }) {
  return (
    <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 1.5 }}>
      <Typography component="h3" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
        {card.name}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {card.formCount} {card.formCount === 1 ? 'form' : 'forms'}
        {card.releasedVersion ? ` · Released version v${card.releasedVersion}` : ''}
        {card.createdBy ? ` · Created by ${card.createdBy}` : ''}
      </Typography>
    </Box>
  );
}

/** Import: the new form group's name (required) and description, with the template's details. */
function ImportForm({ card, onClose }: { card: LibraryCard; onClose: () => void }) {
  const toast = useTemplatesToast('other');
  const importTemplate = useImportTemplate();
  const values = useMemo(() => ({ name: card.name, description: card.description }), [card]);
  const form = useForm<LibraryImport>({ resolver: zodResolver(libraryImportSchema), defaultValues: values });
  const [error, setError] = useFormDialogReset(true, form.reset, values);
  const submit = form.handleSubmit((body) =>
    importTemplate.mutate(
      { templateId: card.id, body },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure)),
      },
    ),
  );
  return (
    <FormDialog
      open
      title="Import Template"
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Import"
      pending={importTemplate.isPending}
      error={error}
      width="sm"
      fullScreenOnPhone
    >
      <Grid size={12}>
        <TemplateDetails card={card} />
      </Grid>
      <Grid size={12}>
        <FormTextField control={form.control} name="name" label="Form Group Name" required autoFocus />
      </Grid>
      <Grid size={12}>
        <FormTextField control={form.control} name="description" label="Description" multiline minRows={2} />
      </Grid>
    </FormDialog>
  );
}

/** Update: the existing group, the current and new versions, and the safety summary before confirming. */
function UpdateConfirm({ card, onClose }: { card: LibraryCard; onClose: () => void }) {
  const toast = useTemplatesToast('other');
  const update = useUpdateImport();
  const news = useWhatsNew(card.id);
  const confirm = () =>
    update.mutate(card.id, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onClose();
      },
    });
  return (
    <DialogFrame
      open
      title="Update Template"
      onClose={onClose}
      width="sm"
      fullScreenOnPhone
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="contained" onClick={confirm} disabled={update.isPending}>
            {update.isPending ? 'Updating…' : 'Update'}
          </Button>
        </>
      }
    >
      <TemplateDetails card={card} />
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 2 }}
      >
        <Typography component="dt" color="text.secondary">
          Form group
        </Typography>
        <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
          {card.importedGroup?.name}
        </Typography>
        <Typography component="dt" color="text.secondary">
          Current version
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          v{card.importedGroup?.templateVersion}
        </Typography>
        <Typography component="dt" color="text.secondary">
          New version
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          v{card.releasedVersion}
        </Typography>
      </Box>
      {news.isPending && <LinearProgress aria-label="Loading the safety summary" />}
      {news.data && <SafetySummary lines={news.data.safety} />}
      {(update.error || news.error) && (
        <Alert severity="error">{errorMessage(update.error ?? news.error)}</Alert>
      )}
    </DialogFrame>
  );
}

export function ImportDialog({ card, mode, onClose }: Props) {
  if (!card) return null;
  return mode === 'update' ? (
    <UpdateConfirm card={card} onClose={onClose} />
  ) : (
    <ImportForm card={card} onClose={onClose} />
  );
}
