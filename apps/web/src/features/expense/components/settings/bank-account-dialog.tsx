import { SNACKBAR_MS } from '@atrium/domain/access/access-home.ts';
import { type BankAccount, bankAccountInputSchema } from '@atrium/domain/expense/expense.schemas.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import { useSnackbar } from 'notistack';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../../../app/api-client.ts';
import { markFieldErrors } from '../../../../ui/field-errors.ts';
import { FormDialog, useFormDialogReset } from '../../../../ui/form-dialog.tsx';
import { FormTextField } from '../../../../ui/form-text-field.tsx';
import { useSaveBankAccount } from '../../api/expense-payees.ts';
import { settingsFieldWords } from './field-words.ts';

type Values = z.input<typeof bankAccountInputSchema>;

const FIELDS = [
  'account_name',
  'account_info.account_number',
  'account_info.account_holder_name',
  'account_info.ifsc_code',
  'account_info.other_info',
] as const;

const valuesOf = (account: BankAccount | null): Values => ({
  account_name: account?.account_name ?? '',
  account_info: {
    account_number: account?.account_info.account_number ?? '',
    account_holder_name: account?.account_info.account_holder_name ?? '',
    ifsc_code: account?.account_info.ifsc_code ?? '',
    other_info: account?.account_info.other_info ?? '',
  },
});

interface BankAccountDialogProps {
  open: boolean;
  /** The account to change; null adds a new one. */
  account: BankAccount | null;
  onClose: () => void;
}

/** Adds a bank account or changes one: the schema's words under the fields, the server's refusal below them. */
export function BankAccountDialog({ open, account, onClose }: BankAccountDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveBankAccount();
  const form = useForm({
    resolver: zodResolver(bankAccountInputSchema, settingsFieldWords),
    defaultValues: valuesOf(account),
  });
  const { control, handleSubmit, reset, setError: setFieldError } = form;
  const values = useMemo(() => valuesOf(account), [account]);
  const [error, setError] = useFormDialogReset(open, reset, values);

  const submit = handleSubmit((body) => {
    setError(null);
    save.mutate(
      { id: account?.id ?? null, body },
      {
        onSuccess: ({ message }) => {
          enqueueSnackbar(message, { variant: 'success', autoHideDuration: SNACKBAR_MS });
          onClose();
        },
        onError: (failure) => {
          if (markFieldErrors(failure, setFieldError, FIELDS) === 0) setError(errorMessage(failure));
        },
      },
    );
  });

  return (
    <FormDialog
      open={open}
      title={account ? 'Edit Bank Account' : 'Add Bank Account'}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={account ? 'Save' : 'Add'}
      pending={save.isPending}
      error={error}
      width="sm"
      fullScreenOnPhone
    >
      <Grid size={12}>
        <FormTextField control={control} name="account_name" label="Account Name" required autoFocus />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="account_info.account_number"
          label="Account Number"
          required
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="account_info.account_holder_name"
          label="Account Holder Name"
          required
        />
      </Grid>
      <Grid size={12}>
        <FormTextField
          control={control}
          name="account_info.ifsc_code"
          label="IFSC Code"
          required
          helperText="For example HDFC0001234"
          slotProps={{ htmlInput: { autoCapitalize: 'characters' } }}
        />
      </Grid>
      <Grid size={12}>
        <FormTextField
          control={control}
          name="account_info.other_info"
          label="Other Information"
          multiline
          minRows={2}
        />
      </Grid>
    </FormDialog>
  );
}
