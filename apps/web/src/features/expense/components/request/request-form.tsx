import { SNACKBAR_MS } from '@atrium/domain/access/access-home.ts';
import { expenseMessages as m } from '@atrium/domain/expense/expense.messages.ts';
import {
  createRequestSchema,
  DESCRIPTION_MAX,
  MAX_ITEMS,
  SUBMIT_TOAST_MS,
  TITLE_MAX,
} from '@atrium/domain/expense/expense.schemas.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../../../app/api-client.ts';
import { UnsavedChangesGuard } from '../../../../ui/form-kit/unsaved-changes-guard.tsx';
import { FormTextField } from '../../../../ui/form-text-field.tsx';
import { SectionCard } from '../../../../ui/section-card.tsx';
import { bankAccountLabel, useCreateRequest, useRequestChoices } from '../../api/expense-requests.ts';
import { attachChosenDocuments, type DocumentsProgress } from './attach-documents.ts';
import { ConfirmRequestDialog, type RequestSummary } from './confirm-request-dialog.tsx';
import { DocumentsPicker } from './documents-picker.tsx';
import { ItemDialog } from './item-dialog.tsx';
import { type FormItem, requestItemsOf } from './item-draft.ts';
import { ItemList } from './item-list.tsx';

/** The request's own fields; its items are kept beside them. */
const detailsSchema = createRequestSchema.pick({
  transfer_title: true,
  transfer_desc: true,
  bank_account_id: true,
});
type Details = z.input<typeof detailsSchema>;
const EMPTY: Details = { transfer_title: '', transfer_desc: '', bank_account_id: '' };

interface RequestFormProps {
  /** The request is in (and its documents sent): the page starts a fresh form or opens the list. */
  onSubmitted: () => void;
}

/**
 * Request Bank Transfer (spec §2, §5): title, description, the bank account, the items (added in a dialog) and
 * the supporting documents; the request is read back in a confirmation, then submitted and its documents sent.
 */
export function RequestForm({ onSubmitted }: RequestFormProps) {
  const { enqueueSnackbar } = useSnackbar();
  const { choices, isPending: loadingChoices, isError: choicesFailed } = useRequestChoices();
  const create = useCreateRequest();
  const form = useForm({ resolver: zodResolver(detailsSchema), defaultValues: EMPTY });
  const { control, handleSubmit, formState } = form;
  const [items, setItems] = useState<FormItem[]>([]);
  const [documents, setDocuments] = useState<File[]>([]);
  const [itemDialog, setItemDialog] = useState<{ item: FormItem | null } | null>(null);
  const [tried, setTried] = useState(false);
  const [asked, setAsked] = useState<{ details: Details; summary: RequestSummary } | null>(null);
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<DocumentsProgress | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const title = useWatch({ control, name: 'transfer_title' }) ?? '';
  const description = useWatch({ control, name: 'transfer_desc' }) ?? '';

  const itemsError = tried && items.length === 0 ? m.itemsRequired : null;
  const dirty = formState.isDirty || items.length > 0 || documents.length > 0;

  const review = handleSubmit(
    (details) => {
      setTried(true);
      if (items.length === 0) return;
      const account = choices.bankAccounts.find((a) => a.id === details.bank_account_id);
      setSubmitError(null);
      setAsked({
        details,
        summary: {
          title: details.transfer_title.trim(),
          description: (details.transfer_desc ?? '').trim(),
          bankAccount: account ? bankAccountLabel(account) : '',
          items,
          documents,
        },
      });
    },
    () => setTried(true),
  );

  const submit = () => {
    if (!asked) return;
    setSending(true);
    setSubmitError(null);
    create.mutate(
      {
        ...asked.details,
        transfer_desc: asked.details.transfer_desc ?? '',
        requested_items: requestItemsOf(items),
      },
      {
        onSuccess: async ({ request }) => {
          // The request is in: its documents follow, each on its own, with the progress in the dialog.
          const refused = await attachChosenDocuments(request.id, documents, setProgress).catch(
            (failure: unknown) => [errorMessage(failure, m.documentsNotAttached)],
          );
          enqueueSnackbar(m.submitted, { variant: 'success', autoHideDuration: SUBMIT_TOAST_MS });
          if (documents.length > 0 && refused.length === 0) {
            enqueueSnackbar(m.allUploaded, { variant: 'success', autoHideDuration: SNACKBAR_MS });
          }
          if (refused.length > 0) {
            enqueueSnackbar(`${m.documentsNotAttached} ${refused.join('; ')}`, {
              variant: 'error',
              autoHideDuration: null,
            });
          }
          setSending(false);
          onSubmitted();
        },
        onError: (failure) => {
          setSending(false);
          setSubmitError(errorMessage(failure, m.submitFailed));
        },
      },
    );
  };

  const saveItem = (item: FormItem) => {
    setItems((current) =>
      current.some((held) => held.key === item.key)
        ? current.map((held) => (held.key === item.key ? item : held))
        : [...current, item],
    );
    setItemDialog(null);
  };

  return (
    <Box component="form" noValidate onSubmit={review} sx={{ display: 'grid', gap: 3, maxWidth: 720 }}>
      <UnsavedChangesGuard dirty={dirty && !sending} />
      <SectionCard title="Transfer Details">
        <Box sx={{ display: 'grid', gap: 2 }}>
          <FormTextField
            control={control}
            name="transfer_title"
            label="Title"
            required
            helperText={`${title.length}/${TITLE_MAX}`}
          />
          <FormTextField
            control={control}
            name="transfer_desc"
            label="Description"
            multiline
            minRows={2}
            helperText={`${description.length}/${DESCRIPTION_MAX}`}
          />
          <FormTextField
            control={control}
            name="bank_account_id"
            label="Bank Account"
            select
            required
            disabled={loadingChoices}
            helperText={
              !loadingChoices && choices.bankAccounts.length === 0
                ? 'No bank accounts yet: they are added in Expense Settings.'
                : 'The account the transfer is paid from.'
            }
          >
            {choices.bankAccounts.map((account) => (
              <MenuItem key={account.id} value={account.id}>
                {bankAccountLabel(account)}
              </MenuItem>
            ))}
          </FormTextField>
          {loadingChoices && <LinearProgress aria-label="Loading bank accounts and payees" />}
          {choicesFailed && <Alert severity="error">{m.choicesLoadFailed}</Alert>}
        </Box>
      </SectionCard>

      <SectionCard
        title="Expense Items"
        actions={
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => setItemDialog({ item: null })}
            disabled={items.length >= MAX_ITEMS}
          >
            Add Item
          </Button>
        }
      >
        {items.length === 0 ? (
          <Typography color={itemsError ? 'error' : 'text.secondary'} role={itemsError ? 'alert' : undefined}>
            {itemsError ?? 'No items yet. Add each payment of the transfer as an item.'}
          </Typography>
        ) : (
          <ItemList
            items={items}
            onEdit={(item) => setItemDialog({ item })}
            onRemove={(item) => setItems((current) => current.filter((held) => held.key !== item.key))}
          />
        )}
        {items.length >= MAX_ITEMS && <FormHelperText>{m.tooManyItems}</FormHelperText>}
      </SectionCard>

      <SectionCard title="Supporting Documents">
        <Typography variant="body2" color="text.secondary">
          Images, PDF, Word and Excel files; they are attached once the request is submitted.
        </Typography>
        <DocumentsPicker
          files={documents}
          onChange={setDocuments}
          onRefused={(message) =>
            enqueueSnackbar(message, { variant: 'warning', autoHideDuration: SNACKBAR_MS })
          }
        />
      </SectionCard>

      <Box>
        <Button type="submit" variant="contained" size="large" startIcon={<SendIcon />}>
          Submit Request
        </Button>
      </Box>

      <ItemDialog
        open={itemDialog !== null}
        item={itemDialog?.item ?? null}
        choices={choices}
        onSave={saveItem}
        onClose={() => setItemDialog(null)}
      />
      <ConfirmRequestDialog
        summary={asked?.summary ?? null}
        busy={sending}
        progress={progress}
        error={submitError}
        onConfirm={submit}
        onCancel={() => setAsked(null)}
      />
    </Box>
  );
}
