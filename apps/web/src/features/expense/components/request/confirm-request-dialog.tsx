import { formatRupees } from '@atrium/domain/expense/money.ts';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import type { DocumentsProgress } from './attach-documents.ts';
import { type FormItem, itemHeading } from './item-draft.ts';

/** What the request will be, as the confirmation reads it back. */
export interface RequestSummary {
  title: string;
  description: string;
  bankAccount: string;
  items: readonly FormItem[];
  documents: readonly File[];
}

interface ConfirmRequestDialogProps {
  summary: RequestSummary | null;
  /** Submitting, then uploading the documents. */
  busy: boolean;
  progress: DocumentsProgress | null;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', py: 0.25 }}>
      <Typography component="span" variant="body2" color="text.secondary" sx={{ minWidth: 96 }}>
        {label}
      </Typography>
      <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0, flex: 1 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** Reads the request back before it is sent: title, account, each item and the total, the documents. */
export function ConfirmRequestDialog({
  summary,
  busy,
  progress,
  error,
  onConfirm,
  onCancel,
}: ConfirmRequestDialogProps) {
  const total = summary?.items.reduce((sum, item) => sum + item.amount, 0) ?? 0;
  return (
    <ConfirmDialog
      confirmation={
        summary && {
          title: 'Submit Transfer Request?',
          text: `${summary.items.length === 1 ? '1 item' : `${summary.items.length} items`} for ${formatRupees(total)}, paid from ${summary.bankAccount}.`,
          confirmLabel: 'Submit',
        }
      }
      wide
      busy={busy}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
      details={
        summary && (
          <>
            <Box component="ul" aria-label="Request summary" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              <Line label="Title">{summary.title}</Line>
              {summary.description && <Line label="Description">{summary.description}</Line>}
              <Line label="Bank Account">{summary.bankAccount}</Line>
              {summary.items.map((item, index) => (
                <Line key={item.key} label={`Item ${index + 1}`}>
                  {itemHeading(item)}: {formatRupees(item.amount)}
                </Line>
              ))}
              <Line label="Total">
                <strong>{formatRupees(total)}</strong>
              </Line>
              <Line label="Documents">
                {summary.documents.length === 0
                  ? 'None'
                  : summary.documents.map((file) => file.name).join(', ')}
              </Line>
            </Box>
            {progress && (
              <Box sx={{ mt: 2 }}>
                <Typography variant="body2" id="documents-progress-label">
                  Uploading document {progress.current} of {progress.count}…
                </Typography>
                <LinearProgress
                  variant="determinate"
                  value={progress.size > 0 ? (progress.sent / progress.size) * 100 : 0}
                  aria-labelledby="documents-progress-label"
                />
              </Box>
            )}
          </>
        )
      }
    />
  );
}
