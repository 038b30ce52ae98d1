import type { FormsDiff } from '@atrium/domain/templates/template-library.schemas.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import {
  RELEASE_SAMPLES_PRESELECTED,
  type TemplateSummary,
} from '@atrium/domain/templates/templates.schemas.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../../app/api-client.ts';
import { DialogFrame } from '../../../../ui/dialog-frame.tsx';
import { useReleaseVersion, useSampleCandidates, useVersionDiff } from '../../api/manage-templates.ts';
import { useTemplatesToast } from '../shared/use-templates-toast.ts';
import { SampleSelection } from './sample-selection.tsx';

type Step = 'confirm' | 'deleted' | 'trash' | 'result';
type Decision = 'as-is' | 'restore' | 'import';

interface ReleaseVersionFlowProps {
  template: TemplateSummary | null;
  version: number | null;
  onClose: () => void;
}

function DiffSummary({ diff }: { diff: FormsDiff }) {
  const none = diff.addedForms.length + diff.removedForms.length + diff.changedForms.length === 0;
  if (none) return <Typography>{m.noStructuralDifferences}</Typography>;
  return (
    <ul>
      {diff.addedForms.map((form) => (
        <li key={`a${form.id}`}>Added form: {form.name}</li>
      ))}
      {diff.removedForms.map((form) => (
        <li key={`r${form.id}`}>Removed form: {form.name}</li>
      ))}
      {diff.changedForms.map((form) => (
        <li key={`c${form.id}`}>
          {form.name}: v{form.fromVersion ?? '—'} to v{form.toVersion} ({form.addedFields.length} added,{' '}
          {form.removedFields.length} removed, {form.changedFields.length} changed fields)
        </li>
      ))}
    </ul>
  );
}

/** Release from Version History: diff and samples, the field decisions, then the result. */
export function ReleaseVersionFlow({ template, version, onClose }: ReleaseVersionFlowProps) {
  const target = template && version ? { templateId: template.id, version } : null;
  const diff = useVersionDiff(target);
  const samples = useSampleCandidates(target?.templateId ?? null);
  const release = useReleaseVersion();
  const toast = useTemplatesToast('manage');
  const [step, setStep] = useState<Step>('confirm');
  const [chosen, setChosen] = useState<Record<string, string[]>>({});
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new release target starts at the confirm step
  useEffect(() => {
    setStep('confirm');
    setError(null);
  }, [template, version]);
  useEffect(() => {
    if (!samples.data) return;
    const first = samples.data.forms.map((f) => [
      f.formId,
      f.entries.slice(0, RELEASE_SAMPLES_PRESELECTED).map((e) => e.id),
    ]);
    setChosen(Object.fromEntries(first));
  }, [samples.data]);

  const send = (fieldDecision: Decision) => {
    if (!target) return;
    release.mutate(
      { ...target, body: { sampleEntryIds: chosen, fieldDecision } },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          setStep('result');
        },
        onError: (failure) => {
          setError(errorMessage(failure, m.releaseVersionFailed));
          setStep('confirm');
        },
      },
    );
  };
  const confirm = () => {
    if (diff.data?.removedFields.length) setStep('deleted');
    else if (diff.data?.trashFields.length) setStep('trash');
    else send('as-is');
  };
  const notes = step === 'deleted' ? diff.data?.removedFields : diff.data?.trashFields;
  const busy = release.isPending;
  const open = target !== null;
  return (
    <>
      <DialogFrame
        open={open && step === 'confirm'}
        title={`Release Diff: Confirm Release of v${version ?? ''}`}
        onClose={busy ? undefined : onClose}
        width="md"
        fullScreenOnPhone
        actions={
          <>
            <Button onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button variant="contained" onClick={confirm} disabled={busy || !diff.data || !samples.data}>
              Confirm Release
            </Button>
          </>
        }
      >
        {(diff.isPending || samples.isPending || busy) && (
          <LinearProgress aria-label="Loading release diff" />
        )}
        {diff.isError && <Alert severity="error">{errorMessage(diff.error, m.loadDiffFailed)}</Alert>}
        {diff.data && <DiffSummary diff={diff.data.diff} />}
        {samples.data && <SampleSelection forms={samples.data.forms} chosen={chosen} onChange={setChosen} />}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogFrame>
      <DialogFrame
        open={open && (step === 'deleted' || step === 'trash')}
        title={step === 'deleted' ? 'Release contains deleted fields' : 'Release contains trash fields'}
        onClose={busy ? undefined : () => setStep('confirm')}
        width="sm"
        actions={
          step === 'deleted' ? (
            <>
              <Button onClick={() => setStep('confirm')} disabled={busy}>
                Cancel
              </Button>
              <Button
                onClick={() => (diff.data?.trashFields.length ? setStep('trash') : send('as-is'))}
                disabled={busy}
              >
                Release as is
              </Button>
              <Button variant="contained" onClick={() => send('restore')} disabled={busy}>
                Restore and release
              </Button>
            </>
          ) : (
            <>
              <Button onClick={() => send('as-is')} disabled={busy}>
                Release as is
              </Button>
              <Button variant="contained" onClick={() => send('import')} disabled={busy}>
                Import and release
              </Button>
            </>
          )
        }
      >
        <Typography>
          {step === 'deleted'
            ? 'This release removes fields that the current release has:'
            : 'Forms of this release hold fields in their trash:'}
        </Typography>
        <ul>
          {notes?.map((note) => (
            <li key={note.formId}>
              {note.formName}: {note.labels.join(', ')}
            </li>
          ))}
        </ul>
        {busy && <LinearProgress aria-label="Releasing" />}
      </DialogFrame>
      <DialogFrame
        open={open && step === 'result'}
        title="Release Diff"
        onClose={onClose}
        width="sm"
        actions={
          <Button variant="contained" onClick={onClose}>
            Close
          </Button>
        }
      >
        <Typography sx={{ mb: 1 }}>{m.versionReleased(version ?? 0)}</Typography>
        {diff.data && <DiffSummary diff={diff.data.diff} />}
      </DialogFrame>
    </>
  );
}
