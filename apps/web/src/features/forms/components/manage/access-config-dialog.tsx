import { formMessages as m } from '@atrium/domain/forms/forms.messages.ts';
import type { Form, FormAccessConfig, People } from '@atrium/domain/forms/forms.schemas.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { errorMessage } from '../../../../app/api-client.ts';
import { useForm, useFormPeople, useUpdateAccessConfig } from '../../api/forms.api.ts';
import { FormAccessPanel } from '../access/form-access-panel.tsx';
import { useFullScreenOnPhones } from './responsive-dialog.ts';
import { useFormToast } from './use-form-toast.ts';

interface AccessConfigDialogProps {
  /** The form whose access is edited; the dialog is closed when null. */
  formId: string | null;
  onClose: () => void;
}

function accessOf(form: Form): FormAccessConfig {
  return {
    owner: form.owner?.id ?? null,
    editFormConfig: form.editFormConfig,
    formDataAccess: form.formDataAccess,
    formUsabilitySettings: form.formUsabilitySettings,
    dataVersionSettings: form.dataVersionSettings,
  };
}

function AccessEditor({ form, people, onClose }: { form: Form; people: People; onClose: () => void }) {
  const [value, setValue] = useState(() => accessOf(form));
  // The version the reader started from: a save by someone else since then is refused, not overwritten.
  const [startVersion] = useState(form.version);
  const update = useUpdateAccessConfig();
  const toast = useFormToast();
  const editable = form.capabilities.canEditAccessConfig;
  const save = () =>
    update.mutate(
      { formId: form.id, body: { ...value, expectedVersion: startVersion } },
      {
        onSuccess: () => {
          toast.success(m.accessConfigUpdated);
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error, m.accessConfigUpdateFailed)),
      },
    );
  return (
    <>
      <DialogContent dividers>
        {!editable && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {m.noAccessConfigPermission}
          </Alert>
        )}
        <FormAccessPanel
          value={value}
          onChange={setValue}
          people={people}
          disabled={!editable || update.isPending}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={update.isPending}>
          {editable ? 'Cancel' : 'Close'}
        </Button>
        {editable && (
          <Button variant="contained" onClick={save} disabled={update.isPending}>
            Save
          </Button>
        )}
      </DialogActions>
    </>
  );
}

/** Form Access Config: the form's owner, editors and data rights, saved as a new access_config version. */
export function AccessConfigDialog({ formId, onClose }: AccessConfigDialogProps) {
  const titleId = useId();
  const fullScreen = useFullScreenOnPhones();
  const form = useForm(formId ?? undefined);
  const people = useFormPeople(formId !== null);
  const failure = form.error ?? people.error;
  return (
    <Dialog
      open={formId !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        Form Access Config{form.data ? `: ${form.data.name}` : ''}
      </DialogTitle>
      {failure ? (
        <>
          <DialogContent>
            <Alert severity="error">{errorMessage(failure, m.fetchFailed)}</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      ) : form.data && people.data ? (
        <AccessEditor key={form.data.id} form={form.data} people={people.data} onClose={onClose} />
      ) : (
        <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading the access configuration" />
        </DialogContent>
      )}
    </Dialog>
  );
}
