import { storageMessages } from '@atrium/domain/storage/storage.messages.ts';
import {
  CREATION_CONFIGS,
  type CreationConfig,
  cleanFolderSegment,
  type StorageFolder,
} from '@atrium/domain/storage/storage.schemas.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { type FormEvent, useMemo, useState } from 'react';
import { errorMessage } from '../../../../app/api-client.ts';
import { useCreateFolder } from '../../api/storage-folders.ts';
import { FolderTree } from './folder-tree.tsx';
import { buildFolderTree } from './folder-tree-model.ts';

/** Folder messages stay 5 s (spec §9). */
const FOLDER_TOAST_MS = 5000;

const CONFIG_LABELS: Record<CreationConfig, string> = {
  y: 'Year (2026)',
  ym: 'Year and month (2026/11)',
  ymd: 'Year, month and day (2026/11/24)',
  none: 'No date folders',
};

/** The tree of existing folders, and a new sub-folder under the chosen one. */
export function CreateFolderForm({ folders }: { folders: readonly StorageFolder[] }) {
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateFolder();
  const root = useMemo(() => buildFolderTree(folders), [folders]);
  const [parent, setParent] = useState('');
  const [name, setName] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [config, setConfig] = useState<CreationConfig | ''>('');
  const [problem, setProblem] = useState<string | null>(null);
  const path = name ? (parent ? `${parent}/${name}` : name) : '';

  // The spec's checks, in its order; the first that fails is shown.
  const check = (): string | null => {
    if (!name) return storageMessages.enterFolderName;
    // As the server compares: in any letter case.
    const taken = path.toLowerCase();
    if (folders.some((folder) => folder.basePath.toLowerCase() === taken)) return storageMessages.pathExists;
    if (!path) return storageMessages.selectPath;
    if (!config) return storageMessages.selectCreationConfig;
    if (!displayName.trim()) return storageMessages.enterDisplayName;
    return null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setProblem(found);
    if (found) return;
    create.mutate(
      { basePath: path, displayName: displayName.trim(), creationConfig: config },
      {
        onSuccess: ({ message }) => {
          enqueueSnackbar(message, { variant: 'success', autoHideDuration: FOLDER_TOAST_MS });
          setName('');
          setDisplayName('');
          setConfig('');
          setParent(path);
        },
        onError: (error) =>
          enqueueSnackbar(storageMessages.createFolderError(errorMessage(error)), {
            variant: 'error',
            autoHideDuration: FOLDER_TOAST_MS,
          }),
      },
    );
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h2" variant="h2" sx={{ mb: 1 }}>
          Existing Folders
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Choose where the new folder goes.
        </Typography>
        <FolderTree
          root={root}
          selected={parent}
          onSelect={(path) => {
            setParent(path);
            setProblem(null);
          }}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
        <Typography component="h2" variant="h2">
          New Folder
        </Typography>
        <TextField
          label="New folder name"
          value={name}
          onChange={(event) => {
            setName(cleanFolderSegment(event.target.value));
            setProblem(null);
          }}
          helperText="Spaces become underscores; only letters, digits, underscore and hyphen are kept."
        />
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} aria-live="polite">
          Folder path: {path || (parent ? `${parent}/…` : '…')}
        </Typography>
        <TextField
          label="Display name"
          value={displayName}
          onChange={(event) => {
            setDisplayName(event.target.value);
            setProblem(null);
          }}
        />
        <TextField
          select
          label="Creation configuration"
          value={config}
          onChange={(event) => {
            setConfig(event.target.value as CreationConfig);
            setProblem(null);
          }}
          helperText="How uploads are sorted into folders by their issued date."
        >
          {CREATION_CONFIGS.map((option) => (
            <MenuItem key={option} value={option}>
              {CONFIG_LABELS[option]}
            </MenuItem>
          ))}
        </TextField>
        {problem && <Alert severity="error">{problem}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create'}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
