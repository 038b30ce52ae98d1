import type { AccessEntry, App } from '@atrium/domain/access/access.schemas.ts';
import { disabledRoles } from '@atrium/domain/access/access-assignment.ts';
import { APP, appTitle } from '@atrium/domain/access/apps.catalogue.ts';
import { userMessages } from '@atrium/domain/users/users.messages.ts';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AccessFoldersEditor, type FolderAccess } from './access-folders-editor.tsx';

interface AccessEditorProps {
  /** The apps offered for assignment (assignableApps). */
  apps: readonly App[];
  /** The chosen access, limited to the offered apps. */
  value: readonly AccessEntry[];
  onChange: (next: AccessEntry[]) => void;
  /** Marks chosen apps without a role once the user tried to go on. */
  showErrors?: boolean;
  disabled?: boolean;
}

/**
 * Apps and their roles. A role that conflicts with a chosen one is disabled, whichever of the two names
 * the conflict (platform §5); unticking an app drops its roles.
 */
export function AccessEditor({ apps, value, onChange, showErrors, disabled }: AccessEditorProps) {
  const entryOf = (appName: string) => value.find((entry) => entry.app === appName);
  // Storage's roles are given per folder (storage spec §3): its entry starts with no folder.
  const fresh = (appName: string): AccessEntry =>
    appName === APP.storage ? { app: appName, role: [], folders: [] } : { app: appName, role: [] };
  const toggleApp = (appName: string, on: boolean) =>
    onChange(on ? [...value, fresh(appName)] : value.filter((entry) => entry.app !== appName));
  const setFolders = (appName: string, folders: FolderAccess[]) =>
    onChange(value.map((entry) => (entry.app === appName ? { ...entry, folders } : entry)));
  const toggleRole = (appName: string, meta: string, on: boolean) =>
    onChange(
      value.map((entry) =>
        entry.app !== appName
          ? entry
          : { ...entry, role: on ? [...entry.role, meta] : entry.role.filter((r) => r !== meta) },
      ),
    );

  if (apps.length === 0) {
    return <Typography color="text.secondary">No apps are available for assignment.</Typography>;
  }
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {apps.map((app) => {
        const entry = entryOf(app.app_name);
        const title = appTitle(app.app_name);
        const perFolder = app.app_name === APP.storage;
        const noRoles = app.available_access.length === 0 && !perFolder;
        const disabledSet = entry ? disabledRoles(app.available_access, entry.role) : new Set<string>();
        const missingRoles = showErrors && entry !== undefined && !noRoles && entry.role.length === 0;
        return (
          <Paper key={app.app_name} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={entry !== undefined}
                  onChange={(event) => toggleApp(app.app_name, event.target.checked)}
                  disabled={disabled}
                />
              }
              label={<Typography sx={{ fontWeight: 600 }}>{title}</Typography>}
            />
            {noRoles && (
              <Typography variant="body2" color="text.secondary" sx={{ ml: 4 }}>
                This app has no roles: what each user may do is set where the app's items are shared.
              </Typography>
            )}
            {entry && perFolder && (
              <AccessFoldersEditor
                app={app}
                value={entry.folders ?? []}
                onChange={(folders) => setFolders(app.app_name, folders)}
                showErrors={showErrors}
                disabled={disabled}
              />
            )}
            {entry && !noRoles && !perFolder && (
              <FormControl
                component="fieldset"
                error={missingRoles}
                sx={{ ml: { xs: 2, sm: 4 }, display: 'block' }}
              >
                <FormLabel component="legend" sx={{ fontSize: '0.875rem' }}>
                  Roles for {title}
                </FormLabel>
                <FormGroup>
                  {app.available_access.map((role) => (
                    <FormControlLabel
                      key={role.meta}
                      control={
                        <Checkbox
                          size="small"
                          checked={entry.role.includes(role.meta)}
                          disabled={disabled || disabledSet.has(role.meta)}
                          onChange={(event) => toggleRole(app.app_name, role.meta, event.target.checked)}
                        />
                      }
                      label={
                        <Box component="span" sx={{ display: 'block', py: 0.5 }}>
                          <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                            {role.name}
                          </Typography>
                          <Typography
                            component="span"
                            variant="caption"
                            color="text.secondary"
                            sx={{ display: 'block', overflowWrap: 'anywhere' }}
                          >
                            {role.meta}
                          </Typography>
                        </Box>
                      }
                    />
                  ))}
                </FormGroup>
                {missingRoles && <FormHelperText>{userMessages.rolesRequired(title)}</FormHelperText>}
              </FormControl>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}

/**
 * The entries the editor shows (apps offered for assignment) and the ones it leaves as they are (hidden or
 * withdrawn apps): saving sends both, so editing never drops access the dialog did not show.
 */
export function splitAccess(access: readonly AccessEntry[], offered: readonly App[]) {
  const names = new Set(offered.map((app) => app.app_name));
  return {
    editable: access.filter((entry) => names.has(entry.app)),
    kept: access.filter((entry) => !names.has(entry.app)),
  };
}
