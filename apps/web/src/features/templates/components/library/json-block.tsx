import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTemplatesToast } from '../shared/use-templates-toast.ts';

/** A titled block of JSON that scrolls inside itself, with a control that copies it. */
export function JsonBlock({ title, value }: { title: string; value: unknown }) {
  const toast = useTemplatesToast('other');
  const text = JSON.stringify(value, null, 2);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(m.copied);
    } catch {
      toast.error(m.copyFailed);
    }
  };
  return (
    <Box component="section" aria-label={title} sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography component="h3" variant="h4">
          {title}
        </Typography>
        <Tooltip title={`Copy ${title}`} describeChild>
          <IconButton aria-label={`Copy ${title}`} size="small" onClick={() => void copy()}>
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        aria-label={`${title} content`}
        sx={{
          m: 0,
          p: 1,
          maxHeight: 240,
          overflow: 'auto',
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontSize: 12,
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
        }}
      >
        {text}
      </Box>
    </Box>
  );
}
