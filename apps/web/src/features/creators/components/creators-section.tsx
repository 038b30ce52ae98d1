import { type Creator, creatorMessages } from '@atrium/domain/creators/creators.schemas.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { errorMessage } from '../../../app/api-client.ts';
import { useCreators, useSetCreatorBlocked } from '../api/creators.api.ts';
import { AddCreatorForm } from './add-creator-form.tsx';
import { BlockCreatorDialog } from './block-creator-dialog.tsx';
import { CreatorsTable } from './creators-table.tsx';

/** The master admin's creator accounts: list, add, block and unblock. */
export function CreatorsSection() {
  const { enqueueSnackbar } = useSnackbar();
  const { data: creators, isPending, error } = useCreators();
  const setBlocked = useSetCreatorBlocked();
  const [confirming, setConfirming] = useState<Creator | null>(null);

  const confirm = () => {
    if (!confirming) return;
    const isBlocked = !confirming.isBlocked;
    setBlocked.mutate(
      { creatorId: confirming.id, isBlocked },
      {
        onSuccess: () =>
          enqueueSnackbar(isBlocked ? creatorMessages.blocked : creatorMessages.unblocked, {
            variant: 'success',
            autoHideDuration: 4000,
          }),
        onError: (failure) =>
          enqueueSnackbar(errorMessage(failure), { variant: 'error', autoHideDuration: 5000 }),
        onSettled: () => setConfirming(null),
      },
    );
  };

  return (
    <Box component="section" aria-labelledby="creators-heading">
      <Typography id="creators-heading" component="h2" variant="h2" sx={{ mb: 2 }}>
        Creators
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <AddCreatorForm />
        {isPending ? (
          <LinearProgress aria-label="Loading creators" />
        ) : error ? (
          <Alert severity="error">{errorMessage(error)}</Alert>
        ) : (
          <CreatorsTable creators={creators} onToggleBlocked={setConfirming} />
        )}
      </Paper>
      <BlockCreatorDialog
        creator={confirming}
        busy={setBlocked.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      />
    </Box>
  );
}
