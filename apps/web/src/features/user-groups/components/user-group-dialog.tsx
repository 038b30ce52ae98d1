import { SNACKBAR_MS } from '@atrium/domain/access/access-home.ts';
import { userGroupMessages as m } from '@atrium/domain/user-groups/user-groups.messages.ts';
import { type UserGroup, updateUserGroupSchema } from '@atrium/domain/user-groups/user-groups.schemas.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage, isApiError } from '../../../app/api-client.ts';
import { DialogFrame } from '../../../ui/dialog-frame.tsx';
import { useUpdateUserGroup } from '../api/user-groups.api.ts';
import { UserGroupInfoFields } from './user-group-info-fields.tsx';
import { UserPicker } from './user-picker.tsx';

interface UserGroupDialogProps {
  group: UserGroup | null;
  onClose: () => void;
}

const valuesOf = (group: UserGroup | null) => ({
  name: group?.name ?? '',
  description: group?.description ?? '',
  users: group?.users ?? [],
  isActive: group?.isActive ?? true,
});

/** Edits a group, or shows it read-only ('View') to those who may not change it. */
export function UserGroupDialog({ group: opened, onClose }: UserGroupDialogProps) {
  // Keeps showing the group while the dialog fades out.
  const [group, setGroup] = useState(opened);
  if (opened && opened !== group) setGroup(opened);
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateUserGroup();
  const [error, setError] = useState<string | null>(null);
  const readOnly = !group?.canEdit;
  const form = useForm({ resolver: zodResolver(updateUserGroupSchema), defaultValues: valuesOf(group) });
  const { control, handleSubmit, reset } = form;

  useEffect(() => {
    if (!opened) return;
    reset(valuesOf(opened));
    setError(null);
  }, [opened, reset]);

  const save = handleSubmit((values) => {
    if (!group) return;
    setError(null);
    update.mutate(
      { groupId: group.id, body: values },
      {
        onSuccess: ({ message }) => {
          enqueueSnackbar(message, { variant: 'success', autoHideDuration: SNACKBAR_MS });
          onClose();
        },
        onError: (failure) => {
          const fields = isApiError(failure) ? (failure.fields ?? {}) : {};
          if (fields.name) form.setError('name', { type: 'server', message: fields.name });
          setError(errorMessage(failure, m.updateFailed));
        },
      },
    );
  });

  return (
    <DialogFrame
      open={opened !== null}
      title={readOnly ? 'View User Group' : 'Edit User Group'}
      onClose={onClose}
      width="sm"
      fullScreenOnPhone
      onSubmit={save}
      actions={
        <>
          <Button onClick={onClose}>{readOnly ? 'Close' : 'Cancel'}</Button>
          {!readOnly && (
            <Button type="submit" variant="contained" disabled={update.isPending}>
              Save
            </Button>
          )}
        </>
      }
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <UserGroupInfoFields control={control} readOnly={readOnly} />
        <Controller
          control={control}
          name="users"
          render={({ field }) => (
            <UserPicker
              value={field.value}
              onChange={field.onChange}
              members={group?.members}
              label="Members"
              disabled={readOnly}
            />
          )}
        />
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <FormControlLabel
              label="Active"
              control={
                <Switch
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  disabled={readOnly || group?.isAdminGroup}
                />
              }
            />
          )}
        />
        {error && <Alert severity="error">{error}</Alert>}
        {update.isPending && <LinearProgress aria-label="Saving user group" />}
      </Stack>
    </DialogFrame>
  );
}
