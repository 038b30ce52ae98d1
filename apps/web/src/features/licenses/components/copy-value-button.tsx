import { licenseMessages as m } from '@atrium/domain/licenses/licenses.messages.ts';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useSnackbar } from 'notistack';

/** Copies a value to the clipboard; 'Failed to copy to clipboard' when the browser refuses. */
export function CopyValueButton({ label, value }: { label: string; value: string }) {
  const { enqueueSnackbar } = useSnackbar();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      enqueueSnackbar('Copied to clipboard', { variant: 'success', autoHideDuration: 3000 });
    } catch {
      enqueueSnackbar(m.copyFailed, { variant: 'error', autoHideDuration: 4000 });
    }
  };
  const name = `Copy ${label.toLowerCase()}`;
  return (
    <Tooltip title={name} describeChild>
      <IconButton aria-label={name} size="small" onClick={() => void copy()}>
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
