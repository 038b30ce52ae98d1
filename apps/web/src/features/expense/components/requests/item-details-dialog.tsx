import { expenseMessages as m } from '@atrium/domain/expense/expense.messages.ts';
import type { RequestItemInput } from '@atrium/domain/expense/expense.schemas.ts';
import type { RequestDetail, RequestItem } from '@atrium/domain/expense/expense-requests.schemas.ts';
import { formatRupees, parseRupees } from '@atrium/domain/expense/money.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { DialogFrame } from '../../../../ui/dialog-frame.tsx';
import { decisionColor, itemKind, itemName } from './request-words.ts';

interface ItemDetailsDialogProps {
  request: RequestDetail;
  item: RequestItem;
  busy: boolean;
  /** The refusal of the last change, in the server's words. */
  error: string | null;
  onDecide: (decision: 'approved' | 'rejected') => void;
  onSave: (item: RequestItemInput) => void;
  onClose: () => void;
}

const amountProblem = (text: string): string | null => {
  if (!text.trim()) return m.amountRequired;
  const parsed = parseRupees(text);
  if (parsed.ok) return null;
  return {
    zero: m.amountZero,
    negative: m.amountNegative,
    decimals: m.amountDecimals,
    format: m.amountFormat,
    'too-large': m.amountTooLarge,
  }[parsed.reason];
};

/** The item as the server takes it back, with a new amount and note. */
function changedItem(item: RequestItem, paise: number, note: string): RequestItemInput | null {
  if (item.clubbed_expense)
    return {
      clubbed_expense: true,
      amount: paise,
      clubbed_expense_title: item.clubbed_expense_title ?? '',
      clubbed_expense_desc: item.clubbed_expense_desc ?? '',
      note,
    };
  if (!item.beneficiary_type || !item.beneficiary_id) return null;
  return {
    clubbed_expense: false,
    amount: paise,
    beneficiary_type: item.beneficiary_type,
    beneficiary_id: item.beneficiary_id,
    note,
  };
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

/**
 * One item of a request: payee or clubbed expense, amount, note and decision. Approvers approve or reject it;
 * editors change its amount and note while the request is submitted (a changed item goes back to pending).
 */
export function ItemDetailsDialog({
  request,
  item,
  busy,
  error,
  onDecide,
  onSave,
  onClose,
}: ItemDetailsDialogProps) {
  const [editing, setEditing] = useState(false);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const open = request.request_status === 'submitted';
  const canApprove = request.rights.approve && open;
  const canEdit = request.rights.edit && open && changedItem(item, 1, '') !== null;
  const problem = amountProblem(amount);

  const startEditing = () => {
    setAmount((item.amount / 100).toFixed(2));
    setNote(item.note);
    setTried(false);
    setEditing(true);
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const parsed = parseRupees(amount);
    if (!parsed.ok) return;
    const input = changedItem(item, parsed.paise, note.trim());
    if (input) onSave(input);
    setEditing(false);
  };

  if (editing)
    return (
      <DialogFrame
        open
        title={`Edit ${itemName(item)}`}
        onClose={() => setEditing(false)}
        width="xs"
        onSubmit={save}
        actions={
          <>
            <Button onClick={() => setEditing(false)}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={busy}>
              Save
            </Button>
          </>
        }
      >
        <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <TextField
            label="Amount (₹)"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={tried && problem !== null}
            helperText={tried ? problem : undefined}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            fullWidth
          />
          <TextField
            label="Note"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 300 } }}
            fullWidth
          />
        </Box>
      </DialogFrame>
    );

  return (
    <DialogFrame
      open
      title={itemName(item)}
      onClose={onClose}
      width="xs"
      actions={
        <>
          {canEdit && (
            <Button onClick={startEditing} disabled={busy} sx={{ mr: 'auto' }}>
              Edit
            </Button>
          )}
          {canApprove && (
            <>
              <Button
                color="error"
                onClick={() => onDecide('rejected')}
                disabled={busy || item.decision === 'rejected'}
              >
                Reject
              </Button>
              <Button
                variant="contained"
                color="success"
                onClick={() => onDecide('approved')}
                disabled={busy || item.decision === 'approved'}
              >
                Approve
              </Button>
            </>
          )}
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        {error && <Alert severity="error">{error}</Alert>}
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
        >
          <Row label="Type">{itemKind(item)}</Row>
          {item.clubbed_expense ? (
            <>
              <Row label="Title">{item.clubbed_expense_title}</Row>
              <Row label="Description">{item.clubbed_expense_desc}</Row>
            </>
          ) : (
            <Row label="Beneficiary">{item.beneficiary_name}</Row>
          )}
          <Row label="Amount">{formatRupees(item.amount)}</Row>
          <Row label="Note">{item.note || '—'}</Row>
          <Row label="Decision">
            <Chip size="small" color={decisionColor(item.decision)} label={item.decision} />
          </Row>
        </Box>
      </Box>
    </DialogFrame>
  );
}
