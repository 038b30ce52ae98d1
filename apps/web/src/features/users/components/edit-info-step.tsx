import { userMessages } from '@atrium/domain/users/users.messages.ts';
import {
  type UpdateUserInfo,
  type UserSummary,
  updateUserInfoSchema,
} from '@atrium/domain/users/users.schemas.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import { useSnackbar } from 'notistack';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage } from '../../../app/api-client.ts';
import { markFieldErrors } from '../../../ui/field-errors.ts';
import { usePasswordChangeConfirm } from '../../../ui/use-password-change-confirm.tsx';
import { USER_INFO_NAMES, UserInfoFields } from '../../../ui/user-info-fields.tsx';
import { useUpdateUserInfo } from '../api/users.api.ts';

interface EditInfoStepProps {
  user: UserSummary;
  isMe: boolean;
  onCancel: () => void;
  /** Saved; the dialog moves on to the access step or closes. */
  onSaved: () => void;
  /** Go to the access step without saving, when there is one. */
  onNext?: () => void;
}

/** Step 1 of the edit dialog: details, an optional new password (confirmed first) and the Blocked switch. */
export function EditInfoStep({ user, isMe, onCancel, onSaved, onNext }: EditInfoStepProps) {
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateUserInfo();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(updateUserInfoSchema),
    defaultValues: {
      name: user.name,
      username: user.username,
      email: user.email,
      phoneNumber: user.phoneNumber,
      password: '',
      confirmPassword: '',
      isBlocked: user.isBlocked,
    } as UpdateUserInfo,
  });

  const save = (values: UpdateUserInfo) => {
    const body = isMe ? { ...values, isBlocked: undefined } : values;
    update.mutate(
      { userId: user.id, body },
      {
        onSuccess: ({ message }) => {
          enqueueSnackbar(message, { variant: 'success', autoHideDuration: 4000 });
          onSaved();
        },
        onError: (error) => {
          if (markFieldErrors(error, setError, USER_INFO_NAMES) > 0) return;
          enqueueSnackbar(errorMessage(error, userMessages.infoUpdateFailed), {
            variant: 'error',
            autoHideDuration: 5000,
          });
        },
      },
    );
  };
  const passwordChange = usePasswordChangeConfirm(
    save,
    `${user.name} will sign in with the new password from now on, and their open sessions will end.`,
  );
  const submit = handleSubmit(passwordChange.ask);

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={`Edit ${user.name}`}>
      <DialogContent>
        <Grid container spacing={2}>
          <UserInfoFields control={control} passwordLabel="New Password" />
          {!isMe && (
            <Grid size={12}>
              <Controller
                control={control}
                name="isBlocked"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch
                        checked={Boolean(field.value)}
                        onChange={(e) => field.onChange(e.target.checked)}
                      />
                    }
                    label="Blocked"
                  />
                )}
              />
            </Grid>
          )}
        </Grid>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onCancel}>Cancel</Button>
        {onNext && (
          <Button onClick={onNext} disabled={update.isPending}>
            Next
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
      {passwordChange.dialog}
    </Box>
  );
}
