import {
  LIBRARY_CARD_ATTACHMENTS,
  type TemplateAttachment,
} from '@atrium/domain/templates/templates.schemas.ts';
import DescriptionIcon from '@mui/icons-material/Description';
import ImageIcon from '@mui/icons-material/Image';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

export function AttachmentIcon({ mime }: { mime: string }) {
  if (mime.startsWith('image/')) return <ImageIcon fontSize="small" />;
  if (mime === 'application/pdf') return <PictureAsPdfIcon fontSize="small" />;
  return <DescriptionIcon fontSize="small" />;
}

/** Up to three attachment icons, each named by its file, then '+N' for the rest. */
export function AttachmentIcons({ attachments }: { attachments: readonly TemplateAttachment[] }) {
  if (attachments.length === 0) return null;
  const shown = attachments.slice(0, LIBRARY_CARD_ATTACHMENTS);
  const more = attachments.length - shown.length;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary' }}>
      <Typography variant="body2" component="span">
        Attachments:
      </Typography>
      {shown.map((attachment) => (
        <Tooltip key={attachment.id} title={attachment.name}>
          <Box component="span" role="img" aria-label={attachment.name} sx={{ display: 'inline-flex' }}>
            <AttachmentIcon mime={attachment.mime} />
          </Box>
        </Tooltip>
      ))}
      {more > 0 && (
        <Typography variant="body2" component="span" aria-label={`${more} more attachments`}>
          +{more}
        </Typography>
      )}
    </Box>
  );
}
