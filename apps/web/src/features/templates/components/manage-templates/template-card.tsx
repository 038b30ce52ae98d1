import { cut } from '@atrium/domain/templates/template-lifecycle.ts';
import {
  ATTACHMENT_NAME_LIMIT,
  CARD_DESCRIPTION_LIMIT,
  type TemplateSummary,
  type TemplateTab,
} from '@atrium/domain/templates/templates.schemas.ts';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import RocketLaunchIcon from '@mui/icons-material/RocketLaunch';
import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { formatDate } from '../../../../ui/format-date.ts';
import { type CardAction, TemplateQuickActions } from './template-quick-actions.tsx';

interface TemplateCardProps {
  template: TemplateSummary;
  tab: TemplateTab;
  highlighted: boolean;
  onAction: (action: CardAction, template: TemplateSummary) => void;
}

/** One template: its state chips, forms, attachments and actions. */
export function TemplateCard({ template, tab, highlighted, onAction }: TemplateCardProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (highlighted) ref.current?.scrollIntoView?.({ block: 'center' });
  }, [highlighted]);
  const act = (action: CardAction) => onAction(action, template);
  const headingId = `template-${template.id}`;
  return (
    <Card
      ref={ref}
      variant="outlined"
      aria-labelledby={headingId}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderColor: highlighted ? 'primary.main' : undefined,
        borderWidth: highlighted ? 2 : 1,
      }}
    >
      <CardContent sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {template.name}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, my: 1 }}>
          <Chip size="small" label={`v${template.version}`} />
          {template.releasedVersion !== null && (
            <Chip size="small" color="success" label={`Released v${template.releasedVersion}`} />
          )}
          {template.isPublished && <Chip size="small" color="primary" label="Published" />}
          {(template.hasDraft || template.draft) && <Chip size="small" variant="outlined" label="Draft" />}
          {template.isTrashed && <Chip size="small" color="error" label="In trash" />}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {cut(template.description, CARD_DESCRIPTION_LIMIT) || 'No description'}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {template.forms.length} {template.forms.length === 1 ? 'form' : 'forms'} · Updated{' '}
          {formatDate(template.updatedAt)}
        </Typography>
        {template.attachments.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
            {template.attachments.map((file) => (
              <Chip
                key={file.id}
                size="small"
                variant="outlined"
                icon={<AttachFileIcon />}
                label={cut(file.name, ATTACHMENT_NAME_LIMIT)}
                title={file.name}
              />
            ))}
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap' }}>
        {tab === 'drafts' && (
          <Tooltip title="Release draft as new version">
            <IconButton
              aria-label={`Release ${template.name}`}
              color="primary"
              onClick={() => act('release')}
            >
              <RocketLaunchIcon />
            </IconButton>
          </Tooltip>
        )}
        {tab === 'published' && (
          <Tooltip title="Publish settings">
            <IconButton aria-label={`Settings of ${template.name}`} onClick={() => act('settings')}>
              <SettingsIcon />
            </IconButton>
          </Tooltip>
        )}
        <TemplateQuickActions template={template} tab={tab} onAction={act} />
        {!template.isPublished && !template.isTrashed && (
          <Tooltip title="Duplicate">
            <IconButton aria-label={`Duplicate ${template.name}`} onClick={() => act('duplicate')}>
              <ContentCopyIcon />
            </IconButton>
          </Tooltip>
        )}
      </CardActions>
    </Card>
  );
}
