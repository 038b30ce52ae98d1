import { BENEFICIARY_TYPES, type BeneficiaryType } from '@atrium/domain/expense/expense.schemas.ts';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { DialogFrame } from '../../../../ui/dialog-frame.tsx';
import type { RequestChoices } from '../../api/expense-requests.ts';
import {
  type DraftErrors,
  draftOf,
  emptyDraft,
  type FormItem,
  type ItemDraft,
  itemOfDraft,
  NOTE_MAX,
} from './item-draft.ts';

export const BENEFICIARY_WORDS: Record<BeneficiaryType, string> = {
  party: 'Party',
  individual: 'Individual',
};

interface ItemDialogProps {
  open: boolean;
  /** The item to change; null adds one. */
  item: FormItem | null;
  choices: RequestChoices;
  onSave: (item: FormItem) => void;
  onClose: () => void;
}

let keys = 0;
const newKey = () => {
  keys += 1;
  return `item-${keys}`;
};

/**
 * Adds an expense item or changes one: its amount in rupees, then either a party or individual from the live
 * lists, or a clubbed expense with a title and a description; a note if wanted. Nothing leaves the page until
 * the request is submitted.
 */
export function ItemDialog({ open, item, choices, onSave, onClose }: ItemDialogProps) {
  const [draft, setDraft] = useState<ItemDraft>(emptyDraft);
  const [tried, setTried] = useState(false);
  const kindLabelId = useId();

  useEffect(() => {
    if (!open) return;
    setDraft(item ? draftOf(item) : emptyDraft);
    setTried(false);
  }, [open, item]);

  const names = useMemo(() => {
    const mapOf = (rows: { id: string; name: string }[]) => new Map(rows.map((row) => [row.id, row.name]));
    return { party: mapOf(choices.parties), individual: mapOf(choices.individuals) };
  }, [choices]);
  const result = itemOfDraft(draft, (type) => names[type], item?.key ?? '');
  const errors: DraftErrors = tried && 'errors' in result ? result.errors : {};

  const set = (change: Partial<ItemDraft>) => setDraft((current) => ({ ...current, ...change }));
  const options = draft.beneficiaryType
    ? draft.beneficiaryType === 'party'
      ? choices.parties
      : choices.individuals
    : [];
  const chosen = options.find((payee) => payee.id === draft.beneficiaryId) ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setTried(true);
    if ('item' in result) onSave({ ...result.item, key: item?.key ?? newKey() });
  };

  return (
    <DialogFrame
      open={open}
      title={item ? 'Edit Item' : 'Add Item'}
      onClose={onClose}
      onSubmit={submit}
      width="sm"
      fullScreenOnPhone
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained">
            {item ? 'Save' : 'Add'}
          </Button>
        </>
      }
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={12}>
          <TextField
            fullWidth
            autoFocus
            required
            label="Amount"
            value={draft.amount}
            onChange={(event) => set({ amount: event.target.value })}
            error={Boolean(errors.amount)}
            helperText={errors.amount ?? 'In rupees, for example 1250.50'}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
              htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
            }}
          />
        </Grid>
        <Grid size={12}>
          <FormControl component="fieldset">
            <FormLabel component="legend" id={kindLabelId}>
              Paid to
            </FormLabel>
            <RadioGroup
              row
              aria-labelledby={kindLabelId}
              value={draft.clubbed ? 'clubbed' : 'payee'}
              onChange={(event) => set({ clubbed: event.target.value === 'clubbed' })}
            >
              <FormControlLabel value="payee" control={<Radio />} label="Party or individual" />
              <FormControlLabel value="clubbed" control={<Radio />} label="Clubbed expense" />
            </RadioGroup>
          </FormControl>
        </Grid>
        {draft.clubbed ? (
          <>
            <Grid size={12}>
              <TextField
                fullWidth
                required
                label="Expense Title"
                value={draft.title}
                onChange={(event) => set({ title: event.target.value })}
                error={Boolean(errors.title)}
                helperText={errors.title}
              />
            </Grid>
            <Grid size={12}>
              <TextField
                fullWidth
                required
                multiline
                minRows={2}
                label="Expense Description"
                value={draft.description}
                onChange={(event) => set({ description: event.target.value })}
                error={Boolean(errors.description)}
                helperText={errors.description}
              />
            </Grid>
          </>
        ) : (
          <>
            <Grid size={{ xs: 12, sm: 5 }}>
              <TextField
                select
                fullWidth
                required
                label="Beneficiary Type"
                value={draft.beneficiaryType}
                onChange={(event) =>
                  set({ beneficiaryType: event.target.value as BeneficiaryType, beneficiaryId: '' })
                }
                error={Boolean(errors.beneficiaryType)}
                helperText={errors.beneficiaryType}
              >
                {BENEFICIARY_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {BENEFICIARY_WORDS[type]}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 7 }}>
              <Autocomplete
                options={options}
                value={chosen}
                onChange={(_, payee) => set({ beneficiaryId: payee?.id ?? '' })}
                getOptionLabel={(payee) => payee.name}
                isOptionEqualToValue={(option, value) => option.id === value.id}
                noOptionsText={
                  draft.beneficiaryType === ''
                    ? 'Choose a beneficiary type first.'
                    : draft.beneficiaryType === 'individual'
                      ? 'No individuals yet: they are added in Expense Settings.'
                      : 'No parties yet: they are added in Expense Settings.'
                }
                renderInput={(params) => (
                  <TextField
                    {...params}
                    required
                    label="Beneficiary Name"
                    error={Boolean(errors.beneficiaryId)}
                    helperText={errors.beneficiaryId}
                  />
                )}
              />
            </Grid>
          </>
        )}
        <Grid size={12}>
          <TextField
            fullWidth
            multiline
            minRows={2}
            label="Note"
            value={draft.note}
            onChange={(event) => set({ note: event.target.value })}
            helperText="Optional"
            slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
          />
        </Grid>
      </Grid>
    </DialogFrame>
  );
}
