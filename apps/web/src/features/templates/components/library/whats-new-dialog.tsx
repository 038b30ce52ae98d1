import { isEmptyDiff } from '@atrium/domain/templates/template-diff.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../../app/api-client.ts';
import { DialogFrame } from '../../../../ui/dialog-frame.tsx';
import { useWhatsNew } from '../../api/template-library.ts';
import { JsonBlock } from './json-block.tsx';
import { ChangeList, SafetySummary } from './safety-summary.tsx';

/** What's New: the changes in words, the safety summary, then the imported, update and diff JSON. */
export function WhatsNewDialog({ templateId, onClose }: { templateId: string | null; onClose: () => void }) {
  const query = useWhatsNew(templateId);
  const news = query.data;
  return (
    <DialogFrame
      open={Boolean(templateId)}
      onClose={onClose}
      title="What's New"
      width="md"
      fullScreenOnPhone
      actions={<Button onClick={onClose}>Close</Button>}
    >
      {query.isPending && <LinearProgress aria-label="Loading what's new" />}
      {query.error && <Alert severity="error">{errorMessage(query.error)}</Alert>}
      {news && (
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {news.importedVersion ? `Imported: v${news.importedVersion}` : 'Not imported yet'}
            {news.releasedVersion ? ` · Released: v${news.releasedVersion}` : ''}
          </Typography>
          {isEmptyDiff(news.diff) ? (
            <Alert severity="info">{m.noStructuralDifferences}</Alert>
          ) : (
            <>
              <ChangeList lines={news.changes} />
              <SafetySummary lines={news.safety} />
              <JsonBlock title="Imported JSON" value={news.importedJson ?? null} />
              <JsonBlock title="Update JSON" value={news.updateJson} />
              <JsonBlock title="Diff JSON" value={news.diff} />
            </>
          )}
        </>
      )}
    </DialogFrame>
  );
}
