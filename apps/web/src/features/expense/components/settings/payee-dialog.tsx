import { SNACKBAR_MS } from '@atrium/domain/access/access-home.ts';
import {
  type BeneficiaryType,
  type Payee,
  payeeInputSchema,
} from '@atrium/domain/expense/expense.schemas.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { useSnackbar } from 'notistack';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../../app/api-client.ts';
import { markFieldErrors } from '../../../../ui/field-errors.ts';
import { FormDialog, useFormDialogReset } from '../../../../ui/form-dialog.tsx';
import { FormTextField } from '../../../../ui/form-text-field.tsx';
import { useSavePayee } from '../../api/expense-payees.ts';
import { settingsFieldWords } from './field-words.ts';
import { KIND_WORDS } from './kind-words.ts';

interface PayeeDialogProps {
  open: boolean;
  kind: BeneficiaryType;
  /** The party or individual to rename; null adds a new one. */
  payee: Payee | null;
  onClose: () => void;
}

/** Adds a party or an individual, or renames one. A name taken shows the server's words in the dialog. */
export function PayeeDialog({ open, kind, payee, onClose }: PayeeDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const save = useSavePayee();
  const form = useForm({
    resolver: zodResolver(payeeInputSchema, settingsFieldWords),
    defaultValues: { name: '' },
  });
  const { control, handleSubmit, reset, setError: setFieldError } = form;
  const values = useMemo(() => ({ name: payee?.name ?? '' }), [payee]);
  const [error, setError] = useFormDialogReset(open, reset, values);
  const words = KIND_WORDS[kind];

  const submit = handleSubmit(({ name }) => {
    setError(null);
    save.mutate(
      { id: payee?.id ?? null, kind, name },
      {
        onSuccess: ({ message }) => {
          enqueueSnackbar(message, { variant: 'success', autoHideDuration: SNACKBAR_MS });
          onClose();
        },
        onError: (failure) => {
          if (markFieldErrors(failure, setFieldError, ['name']) === 0) setError(errorMessage(failure));
        },
      },
    );
  });

  return (
    <FormDialog
      open={open}
      title={payee ? `Edit ${words.one}` : `Add ${words.one}`}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={payee ? 'Save' : 'Add'}
      pending={save.isPending}
      error={error}
      width="xs"
    >
      <Grid size={12}>
        <FormTextField control={control} name="name" label="Name" required autoFocus />
      </Grid>
    </FormDialog>
  );
}
