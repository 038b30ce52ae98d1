import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

export type EntryDialog = 'drafts' | 'prefill' | 'import';

interface EntryActionsProps {
  embedded: boolean;
  submitting: boolean;
  hasFields: boolean;
  onSaveDraft: () => void;
  onOpen: (dialog: EntryDialog) => void;
}

/** Submit, Save as Draft, View Drafts, Prefill Data and Import Data; they wrap on a phone. */
export function EntryActions({ embedded, submitting, hasFields, onSaveDraft, onOpen }: EntryActionsProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
      <Button type="submit" variant="contained" disabled={submitting || !hasFields}>
        Submit
      </Button>
      {!embedded && (
        <>
          <Button variant="outlined" onClick={onSaveDraft} disabled={submitting || !hasFields}>
            Save as Draft
          </Button>
          <Button variant="outlined" onClick={() => onOpen('drafts')}>
            View Drafts
          </Button>
          <Button variant="outlined" onClick={() => onOpen('prefill')}>
            Prefill Data
          </Button>
          <Button variant="outlined" onClick={() => onOpen('import')}>
            Import Data
          </Button>
        </>
      )}
    </Box>
  );
}
