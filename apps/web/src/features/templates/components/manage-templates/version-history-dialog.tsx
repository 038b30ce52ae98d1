import type { TemplateSummary, VersionHistoryEntry } from '@atrium/domain/templates/templates.schemas.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../../app/api-client.ts';
import { DialogFrame } from '../../../../ui/dialog-frame.tsx';
import { formatDateTime } from '../../../../ui/format-date.ts';
import { useTemplateDetail } from '../../api/manage-templates.ts';

interface VersionHistoryDialogProps {
  template: TemplateSummary | null;
  onClose: () => void;
  onRelease: (version: number) => void;
}

/** Version History and Version Details: each version's change text and forms; Release any but the active. */
export function VersionHistoryDialog({ template, onClose, onRelease }: VersionHistoryDialogProps) {
  const detail = useTemplateDetail(template?.id ?? null);
  const [details, setDetails] = useState<VersionHistoryEntry | null>(null);
  const history = detail.data?.versionHistory ?? [];
  const active = detail.data?.template.releasedVersion ?? template?.releasedVersion ?? null;
  const names = new Map((detail.data?.template.forms ?? []).map((form) => [form.id, form.name]));
  return (
    <>
      <DialogFrame
        open={template !== null && details === null}
        title="Version History"
        onClose={onClose}
        width="sm"
        actions={<Button onClick={onClose}>Close</Button>}
      >
        {detail.isPending && <LinearProgress aria-label="Loading versions" />}
        {detail.isError && <Alert severity="error">{errorMessage(detail.error)}</Alert>}
        {detail.isSuccess && history.length === 0 && <Typography>No versions released yet.</Typography>}
        <Stack component="ol" aria-label="Versions" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {history.map((entry) => {
            const isActive = entry.version === active;
            return (
              <Box
                component="li"
                key={entry.version}
                sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
              >
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
                  <Typography component="h3" variant="subtitle1" sx={{ flexGrow: 1 }}>
                    Version {entry.version}
                  </Typography>
                  {isActive && <Chip size="small" color="success" label="Released" />}
                  <Button
                    size="small"
                    onClick={() => setDetails(entry)}
                    aria-label={`Details of version ${entry.version}`}
                  >
                    Details
                  </Button>
                  <Button
                    size="small"
                    variant="contained"
                    disabled={isActive}
                    onClick={() => onRelease(entry.version)}
                    aria-label={
                      isActive ? `Version ${entry.version} is active` : `Release version ${entry.version}`
                    }
                  >
                    {isActive ? 'Active' : 'Release'}
                  </Button>
                </Stack>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {entry.changes || 'No description'}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatDateTime(entry.timestamp)}
                  {entry.updatedBy ? ` · ${entry.updatedBy.name}` : ''}
                </Typography>
              </Box>
            );
          })}
        </Stack>
      </DialogFrame>
      <DialogFrame
        open={details !== null}
        title={`Version Details: v${details?.version ?? ''}`}
        onClose={() => setDetails(null)}
        width="sm"
        actions={<Button onClick={() => setDetails(null)}>Back</Button>}
      >
        <Typography sx={{ overflowWrap: 'anywhere' }}>{details?.changes || 'No description'}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {formatDateTime(details?.timestamp)}
        </Typography>
        <Typography component="h3" variant="subtitle2">
          Forms in this version
        </Typography>
        <ul>
          {details?.snapshot.formIds.map((id) => (
            <li key={id}>
              {names.get(id) ?? `Form ${id.slice(0, 8)}`} (v{details.snapshot.formVersions[id] ?? 1})
            </li>
          ))}
        </ul>
      </DialogFrame>
    </>
  );
}
