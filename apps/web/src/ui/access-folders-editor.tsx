import type { App } from '@atrium/domain/access/access.schemas.ts';
import { disabledRoles } from '@atrium/domain/access/access-assignment.ts';
import { storageContract } from '@atrium/domain/storage/storage.contract.ts';
import { storageMessages } from '@atrium/domain/storage/storage.messages.ts';
import { userMessages } from '@atrium/domain/users/users.messages.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { callApi, errorMessage } from '../app/api-client.ts';
import { queryKeys } from '../app/query-keys.ts';

/** One folder of a user's storage access: the entry's own shape (spec §3). */
export interface FolderAccess {
  folder_name: string;
  folder_drive_id: string;
  roles: string[];
}

interface AccessFoldersEditorProps {
  app: App;
  value: readonly FolderAccess[];
  onChange: (next: FolderAccess[]) => void;
  showErrors?: boolean;
  disabled?: boolean;
}

/**
 * Storage access: one or more of the organisation's folders, with roles for each. A role that conflicts with a
 * chosen one of the same folder is disabled, whichever of the two names the conflict.
 */
export function AccessFoldersEditor({
  app,
  value,
  onChange,
  showErrors,
  disabled,
}: AccessFoldersEditorProps) {
  // The same query as the Create Folder Path tree, so the two share what they loaded.
  const folders = useQuery({
    queryKey: [...queryKeys.storageFolders, 'all'] as const,
    queryFn: async () => (await callApi(storageContract.folders)).folders,
  });
  const roles = app.available_folder_access ?? [];
  const chosen = (id: string) => value.find((folder) => folder.folder_drive_id === id);
  const toggleFolder = (id: string, name: string, on: boolean) =>
    onChange(
      on
        ? [...value, { folder_name: name, folder_drive_id: id, roles: [] }]
        : value.filter((folder) => folder.folder_drive_id !== id),
    );
  const toggleRole = (id: string, meta: string, on: boolean) =>
    onChange(
      value.map((folder) =>
        folder.folder_drive_id !== id
          ? folder
          : { ...folder, roles: on ? [...folder.roles, meta] : folder.roles.filter((r) => r !== meta) },
      ),
    );

  if (folders.isPending) return <LinearProgress aria-label="Loading folders" sx={{ ml: { xs: 2, sm: 4 } }} />;
  // A refusal is shown in the server's words (who may list the folders is the server's rule).
  if (folders.isError)
    return <Alert severity="error">{errorMessage(folders.error, storageMessages.loadFoldersFailed)}</Alert>;
  // Folders held but gone from the organisation's list stay visible, so they can be taken away.
  const listed = folders.data.map((folder) => ({
    id: folder.id,
    name: folder.displayName,
    path: folder.basePath,
  }));
  const gone = value
    .filter((held) => !listed.some((folder) => folder.id === held.folder_drive_id))
    .map((held) => ({ id: held.folder_drive_id, name: held.folder_name, path: '' }));
  const all = [...listed, ...gone];
  const noFolder = showErrors && value.length === 0;

  return (
    <FormControl component="fieldset" error={noFolder} sx={{ ml: { xs: 2, sm: 4 }, display: 'block' }}>
      <FormLabel component="legend" sx={{ fontSize: '0.875rem' }}>
        Folders for Storage
      </FormLabel>
      {all.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          The organization has no folders yet: an organization admin creates them in Storage.
        </Typography>
      )}
      <FormGroup>
        {all.map((folder) => {
          const held = chosen(folder.id);
          const disabledSet = held ? disabledRoles(roles, held.roles) : new Set<string>();
          const missing = showErrors && held !== undefined && held.roles.length === 0;
          return (
            <Box key={folder.id}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={held !== undefined}
                    disabled={disabled}
                    onChange={(event) => toggleFolder(folder.id, folder.name, event.target.checked)}
                  />
                }
                label={
                  <Box component="span" sx={{ display: 'block', py: 0.5 }}>
                    <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 600 }}>
                      {folder.name}
                    </Typography>
                    {folder.path && (
                      <Typography
                        component="span"
                        variant="caption"
                        color="text.secondary"
                        sx={{ display: 'block', overflowWrap: 'anywhere' }}
                      >
                        {folder.path}
                      </Typography>
                    )}
                  </Box>
                }
              />
              {held && (
                <FormControl
                  component="fieldset"
                  error={missing}
                  sx={{ ml: { xs: 2, sm: 4 }, display: 'block' }}
                >
                  <FormLabel component="legend" sx={{ fontSize: '0.875rem' }}>
                    Roles for {folder.name}
                  </FormLabel>
                  <FormGroup sx={{ flexDirection: 'row', columnGap: 2 }}>
                    {roles.map((role) => (
                      <FormControlLabel
                        key={role.meta}
                        control={
                          <Checkbox
                            size="small"
                            checked={held.roles.includes(role.meta)}
                            disabled={disabled || disabledSet.has(role.meta)}
                            onChange={(event) => toggleRole(folder.id, role.meta, event.target.checked)}
                          />
                        }
                        label={role.name}
                      />
                    ))}
                  </FormGroup>
                  {missing && (
                    <FormHelperText>{userMessages.folderRolesRequired(folder.name)}</FormHelperText>
                  )}
                </FormControl>
              )}
            </Box>
          );
        })}
      </FormGroup>
      {noFolder && <FormHelperText>{userMessages.foldersRequired}</FormHelperText>}
    </FormControl>
  );
}
