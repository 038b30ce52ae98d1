import { SNACKBAR_MS } from '@atrium/domain/access/access-home.ts';
import { formGroupMessages as m } from '@atrium/domain/form-groups/form-groups.messages.ts';
import type { FormGroup } from '@atrium/domain/form-groups/form-groups.schemas.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { errorMessage } from '../../../../app/api-client.ts';
import { useUpdateFormGroup } from '../../api/form-groups.api.ts';
import type { GroupDialogKind } from './form-groups-table.tsx';
import {
  type DraftErrors,
  draftOf,
  type GroupDraft,
  serverDraftErrors,
  toSaveBody,
  validateDraft,
} from './group-draft.ts';
import { GroupEditor } from './group-editor.tsx';
import { useGroupSources } from './use-group-sources.ts';

interface FormGroupDialogProps {
  group: FormGroup;
  kind: GroupDialogKind;
  onClose: () => void;
}

function titleOf(kind: GroupDialogKind, canEdit: boolean) {
  if (kind === 'access') return 'Access Configuration';
  return canEdit ? 'Edit Form Group' : 'View Form Group';
}

/**
 * Edit (or, for a group the reader may not change, view) a form group: its name, forms and who sees each
 * form; the access configuration variant keeps the name and forms and changes only the people.
 */
export function FormGroupDialog({ group, kind, onClose }: FormGroupDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const { enqueueSnackbar } = useSnackbar();
  const sources = useGroupSources();
  const update = useUpdateFormGroup();
  const [draft, setDraft] = useState<GroupDraft>(() => draftOf(group));
  const [errors, setErrors] = useState<DraftErrors | null>(null);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const readOnly = !group.canEdit;

  const change = (next: GroupDraft) => {
    setDraft(next);
    if (tried) setErrors(validateDraft(next));
  };

  const save = () => {
    setTried(true);
    setFailure(null);
    const found = validateDraft(draft);
    setErrors(found);
    if (found) return;
    update.mutate(
      { groupId: group.id, body: toSaveBody(draft) },
      {
        onSuccess: ({ message }) => {
          enqueueSnackbar(message || m.updated, { variant: 'success', autoHideDuration: SNACKBAR_MS });
          onClose();
        },
        onError: (error) => {
          const marked = serverDraftErrors(error);
          if (marked) setErrors(marked);
          else setFailure(errorMessage(error, m.updateFailed));
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={update.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {titleOf(kind, group.canEdit)}: {group.name}
      </DialogTitle>
      <DialogContent dividers>
        {sources.isPending && <LinearProgress aria-label="Loading forms and people" sx={{ mb: 2 }} />}
        {sources.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {m.fetchFailed}
          </Alert>
        )}
        {readOnly && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {m.notCreator}
          </Alert>
        )}
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <GroupEditor
          draft={draft}
          onChange={change}
          errors={errors}
          people={sources.people}
          formChoices={sources.formChoices}
          loadingForms={sources.loadingForms}
          readOnly={readOnly}
          mode={kind === 'access' ? 'access' : 'full'}
          nameLockedReason={group.isDefault && !readOnly ? m.defaultNameFixed : undefined}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={update.isPending}>
          {readOnly ? 'Close' : 'Cancel'}
        </Button>
        {!readOnly && (
          <Button variant="contained" onClick={save} disabled={update.isPending || draft.name.trim() === ''}>
            Save
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
