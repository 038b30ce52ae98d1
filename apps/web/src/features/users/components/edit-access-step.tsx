import { type AccessEntry, appsMessages } from '@atrium/domain/access/access.schemas.ts';
import { accessProblem, assignableApps } from '@atrium/domain/access/access-assignment.ts';
import { userMessages } from '@atrium/domain/users/users.messages.ts';
import type { UserSummary } from '@atrium/domain/users/users.schemas.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../app/api-client.ts';
import { useApps } from '../../../app/session/apps.api.ts';
import { AccessEditor, splitAccess } from '../../../ui/access-editor.tsx';
import { useUpdateUserAccess } from '../api/users.api.ts';

interface EditAccessStepProps {
  user: UserSummary;
  onBack?: () => void;
  onCancel: () => void;
  onSaved: () => void;
}

/** Step 2 of the edit dialog: App Access and Roles. Access to apps not offered here is kept as it is. */
export function EditAccessStep({ user, onBack, onCancel, onSaved }: EditAccessStepProps) {
  const { enqueueSnackbar } = useSnackbar();
  const { data: apps, isPending, error } = useApps();
  const update = useUpdateUserAccess();
  const offered = useMemo(() => assignableApps(apps ?? []), [apps]);
  const { editable, kept } = useMemo(() => splitAccess(user.access, offered), [user.access, offered]);
  const [chosen, setChosen] = useState<AccessEntry[] | null>(null);
  const [tried, setTried] = useState(false);
  const value = chosen ?? editable;
  const problem = accessProblem(value, offered);

  const save = () => {
    setTried(true);
    if (problem) return;
    update.mutate(
      { userId: user.id, access: [...value, ...kept] },
      {
        onSuccess: ({ message }) => {
          enqueueSnackbar(message, { variant: 'success', autoHideDuration: 4000 });
          onSaved();
        },
        onError: (failure) =>
          enqueueSnackbar(errorMessage(failure, userMessages.accessUpdateFailed), {
            variant: 'error',
            autoHideDuration: 5000,
          }),
      },
    );
  };

  return (
    <>
      <DialogContent>
        {isPending ? (
          <LinearProgress aria-label="Loading apps" />
        ) : error ? (
          <Alert severity="error">{errorMessage(error, appsMessages.loadConfigFailed)}</Alert>
        ) : (
          <AccessEditor apps={offered} value={value} onChange={setChosen} showErrors={tried} />
        )}
        {tried && problem && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {onBack ? <Button onClick={onBack}>Back</Button> : <Button onClick={onCancel}>Cancel</Button>}
        <Button variant="contained" onClick={save} disabled={update.isPending || isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </>
  );
}
