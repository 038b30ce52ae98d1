import type { AccessEntry } from '@atrium/domain/access/access.schemas.ts';
import { accessProblem, assignableApps } from '@atrium/domain/access/access-assignment.ts';
import type { Me } from '@atrium/domain/me/me.schemas.ts';
import {
  PROFILE_MESSAGE_MS,
  profileMessages,
  updateAccountSchema,
} from '@atrium/domain/profile/profile.contract.ts';
import { mayEditOwnAccess } from '@atrium/domain/users/user-rules.ts';
import { type UpdateProfile, updateProfileSchema } from '@atrium/domain/users/users.schemas.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSnackbar } from 'notistack';
import { type ReactNode, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../app/api-client.ts';
import { useApps } from '../../../app/session/apps.api.ts';
import { useSession } from '../../../app/session/session-context.tsx';
import { AccessEditor, splitAccess } from '../../../ui/access-editor.tsx';
import { markFieldErrors } from '../../../ui/field-errors.ts';
import { usePasswordChangeConfirm } from '../../../ui/use-password-change-confirm.tsx';
import { USER_INFO_NAMES, UserInfoFields } from '../../../ui/user-info-fields.tsx';
import { useSaveOwnAccess, useSaveProfile } from '../api/profile.api.ts';

type TabName = 'info' | 'access';

function TabPanel({ name, shown, children }: { name: TabName; shown: TabName; children: ReactNode }) {
  return (
    <Box
      role="tabpanel"
      id={`profile-panel-${name}`}
      aria-labelledby={`profile-tab-${name}`}
      hidden={shown !== name}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      {children}
    </Box>
  );
}

/** Edit mode: Personal Info (with change password) and, for those who may edit access, App Access. */
export function ProfileEditor({ me, onDone }: { me: Me; onDone: () => void }) {
  const { actor } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const isOrg = me.sessionKind === 'org';
  const mayEditAccess =
    isOrg &&
    mayEditOwnAccess(actor, {
      id: me.user.id,
      isFirstAdmin: me.user.isFirstAdmin,
      isOrgAdmin: me.user.isOrgAdmin,
    });
  const [tab, setTab] = useState<TabName>('info');
  const saveProfile = useSaveProfile(isOrg ? 'profile' : 'account');
  const saveAccess = useSaveOwnAccess();
  const apps = useApps(mayEditAccess);
  const offered = useMemo(() => assignableApps(apps.data ?? []), [apps.data]);
  const { editable, kept } = useMemo(() => splitAccess(me.user.access, offered), [me.user.access, offered]);
  const [chosen, setChosen] = useState<AccessEntry[] | null>(null);
  const [tried, setTried] = useState(false);
  const problem = chosen ? accessProblem(chosen, offered) : null;
  const { control, handleSubmit, setError } = useForm<UpdateProfile>({
    // Master admins and creators change only name and password (the other fields are not sent on).
    resolver: zodResolver((isOrg ? updateProfileSchema : updateAccountSchema) as typeof updateProfileSchema),
    defaultValues: {
      name: me.user.name,
      username: me.user.username,
      email: me.user.email,
      phoneNumber: me.user.phoneNumber,
      password: '',
      confirmPassword: '',
    },
  });
  const busy = saveProfile.isPending || saveAccess.isPending;

  const fail = (message: string) =>
    enqueueSnackbar(message, { variant: 'error', autoHideDuration: PROFILE_MESSAGE_MS });
  const persist = async (values: UpdateProfile) => {
    try {
      await saveProfile.mutateAsync(values);
      if (mayEditAccess && chosen)
        await saveAccess.mutateAsync({ userId: me.user.id, access: [...chosen, ...kept] });
    } catch (error) {
      if (markFieldErrors(error, setError, USER_INFO_NAMES) > 0) {
        setTab('info');
        return fail(profileMessages.updateFailed);
      }
      return fail(errorMessage(error, profileMessages.updateFailed));
    }
    enqueueSnackbar(profileMessages.updated, { variant: 'success', autoHideDuration: PROFILE_MESSAGE_MS });
    onDone();
  };
  const passwordChange = usePasswordChangeConfirm<UpdateProfile>(
    (values) => void persist(values),
    'You will sign in with the new password from now on; your other sessions will end.',
  );
  const save = handleSubmit(
    (values) => {
      setTried(true);
      if (problem) return setTab('access');
      passwordChange.ask(values);
    },
    () => setTab('info'),
  );

  return (
    <Paper variant="outlined" sx={{ maxWidth: 880 }}>
      <Box component="form" noValidate onSubmit={save} aria-label="Edit profile">
        <Tabs
          value={tab}
          onChange={(_, next: TabName) => setTab(next)}
          variant="scrollable"
          aria-label="Profile sections"
        >
          <Tab value="info" label="Personal Info" id="profile-tab-info" aria-controls="profile-panel-info" />
          {mayEditAccess && (
            <Tab
              value="access"
              label="App Access"
              id="profile-tab-access"
              aria-controls="profile-panel-access"
            />
          )}
        </Tabs>
        <TabPanel name="info" shown={tab}>
          <Grid container spacing={2}>
            <UserInfoFields control={control} passwordLabel="New Password" accountOnly={!isOrg} />
          </Grid>
        </TabPanel>
        {mayEditAccess && (
          <TabPanel name="access" shown={tab}>
            <AccessEditor apps={offered} value={chosen ?? editable} onChange={setChosen} showErrors={tried} />
            {tried && problem && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {problem}
              </Alert>
            )}
          </TabPanel>
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, p: { xs: 2, sm: 3 }, pt: 0 }}>
          <Button onClick={onDone} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </Button>
        </Box>
      </Box>
      {passwordChange.dialog}
    </Paper>
  );
}
