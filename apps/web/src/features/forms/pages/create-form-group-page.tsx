import { formGroupMessages as m } from '@atrium/domain/form-groups/form-groups.messages.ts';
import { FORM_ROLE, hasFormRole } from '@atrium/domain/forms/form-permissions.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../app/api-client.ts';
import { paths } from '../../../app/paths.ts';
import { useSession } from '../../../app/session/session-context.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useCreateFormGroup } from '../api/form-groups.api.ts';
import {
  type DraftErrors,
  EMPTY_DRAFT,
  type GroupDraft,
  serverDraftErrors,
  toSaveBody,
  validateDraft,
} from '../components/groups/group-draft.ts';
import { GroupEditor } from '../components/groups/group-editor.tsx';
import { useGroupSources } from '../components/groups/use-group-sources.ts';

/** Forms spec §9: back to Form Management 2 s after the success message. */
const RETURN_AFTER_MS = 2000;

/** Create Form Group: name, forms, who sees each form, the derived visibility, a confirmation. */
export function CreateFormGroupPage() {
  const { actor } = useSession();
  const navigate = useNavigate();
  const allowed = hasFormRole(actor, FORM_ROLE.createGroup);
  const sources = useGroupSources(allowed);
  const create = useCreateFormGroup();
  const [draft, setDraft] = useState<GroupDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<DraftErrors | null>(null);
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);

  useEffect(() => {
    if (!created) return;
    const timer = setTimeout(() => void navigate(paths.formManagement), RETURN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [created, navigate]);

  const change = (next: GroupDraft) => {
    setDraft(next);
    // Once the user tried to save, the messages follow their corrections.
    if (tried) setErrors(validateDraft(next));
  };

  const askToCreate = () => {
    setTried(true);
    const found = validateDraft(draft);
    setErrors(found);
    setFailure(null);
    if (!found) setConfirming(true);
  };

  const confirm = () =>
    create.mutate(toSaveBody(draft), {
      onSuccess: ({ message }) => setCreated(message || m.created),
      onError: (error) => {
        const marked = serverDraftErrors(error);
        if (marked) setErrors(marked);
        else setFailure(errorMessage(error, m.createFailed));
      },
      onSettled: () => setConfirming(false),
    });

  if (!allowed) {
    return (
      <>
        <PageHeading title="Create Form Group" />
        <Alert severity="warning">{m.noCreatePermission}</Alert>
      </>
    );
  }

  return (
    <>
      <PageHeading title="Create Form Group" subtitle="Bundle forms and choose who sees each of them." />
      {sources.isPending && <LinearProgress aria-label="Loading forms and people" sx={{ mb: 2 }} />}
      {sources.error && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void sources.retry()}>
              Retry
            </Button>
          }
        >
          {m.fetchFailed}
        </Alert>
      )}
      {created && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {created}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        aria-label="New form group"
        onSubmit={(event) => {
          event.preventDefault();
          askToCreate();
        }}
        sx={{ display: 'grid', gap: 3, maxWidth: 760 }}
      >
        <GroupEditor
          draft={draft}
          onChange={change}
          errors={errors}
          people={sources.people}
          formChoices={sources.formChoices}
          loadingForms={sources.loadingForms}
          readOnly={Boolean(created)}
          autoFocus
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
          <Button onClick={() => void navigate(paths.formManagement)} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={create.isPending || Boolean(created)}>
            Create Form Group
          </Button>
        </Box>
      </Box>
      <ConfirmDialog
        open={confirming}
        title={m.createConfirmTitle}
        confirmLabel="Create"
        busy={create.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        Create the form group "{draft.name.trim()}" with{' '}
        {draft.forms.length === 1 ? '1 form' : `${draft.forms.length} forms`}? Each chosen form will be
        assigned to this group.
      </ConfirmDialog>
    </>
  );
}
