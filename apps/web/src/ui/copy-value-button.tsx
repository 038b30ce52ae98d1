import { orgMessages } from '@atrium/domain/orgs/orgs.messages.ts';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useSnackbar } from 'notistack';

interface CopyValueButtonProps {
  /** What is copied, e.g. 'Organization ID': the button is named 'Copy organization id'. */
  label: string;
  value: string;
  size?: 'small' | 'medium';
}

/** Copies a value to the clipboard; 'Failed to copy to clipboard' when the browser refuses. */
export function CopyValueButton({ label, value, size = 'small' }: CopyValueButtonProps) {
  const { enqueueSnackbar } = useSnackbar();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      enqueueSnackbar('Copied to clipboard', { variant: 'success', autoHideDuration: 3000 });
    } catch {
      enqueueSnackbar(orgMessages.copyFailed, { variant: 'error', autoHideDuration: 4000 });
    }
  };
  const name = `Copy ${label.toLowerCase()}`;
  return (
    <Tooltip title={name} describeChild>
      <IconButton aria-label={name} size={size} onClick={() => void copy()}>
        <ContentCopyIcon fontSize={size} />
      </IconButton>
    </Tooltip>
  );
}
