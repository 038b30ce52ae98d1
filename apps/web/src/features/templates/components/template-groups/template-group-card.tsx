import type { TemplateSummary } from '@atrium/domain/templates/templates.schemas.ts';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { formatDate } from '../../../../ui/format-date.ts';

interface TemplateGroupCardProps {
  template: TemplateSummary;
  /** Creators manage and open templates; others only enter and view data. */
  canManage: boolean;
}

/** A template group: name, form count, release and draft chips, creator and date; expands to its forms. */
export function TemplateGroupCard({ template, canManage }: TemplateGroupCardProps) {
  const [open, setOpen] = useState(false);
  const formsId = useId();
  const titleId = useId();
  const count = template.forms.length;

  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="h3" sx={{ overflowWrap: 'anywhere' }}>
          {template.name}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, my: 1.5 }}>
          <Chip size="small" label={`${count} ${count === 1 ? 'form' : 'forms'}`} />
          {template.releasedVersion !== null && (
            <Chip size="small" color="success" label={`v${template.releasedVersion} Released`} />
          )}
          {template.hasDraft && <Chip size="small" variant="outlined" label="Draft" />}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          By {template.createdBy?.name || 'Unknown'} · {formatDate(template.createdAt)}
        </Typography>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2 }}>
        <Button
          size="small"
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
          aria-controls={formsId}
          endIcon={
            <ExpandMoreIcon
              sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 0.2s' }}
            />
          }
        >
          {open ? 'Hide forms' : 'Show forms'}
        </Button>
        {canManage && (
          <>
            <Button
              size="small"
              startIcon={<SettingsIcon />}
              component={RouterLink}
              to={paths.manageTemplatesOf(template.id)}
            >
              Manage
            </Button>
            <Button
              size="small"
              startIcon={<EditOutlinedIcon />}
              component={RouterLink}
              to={paths.creatorPortalOf(template.id)}
              aria-label={`Open ${template.name} in the Creator Portal`}
            >
              Open
            </Button>
          </>
        )}
      </CardActions>
      <Collapse in={open} id={formsId}>
        <Box
          component="ul"
          aria-label={`Forms of ${template.name}`}
          sx={{ listStyle: 'none', m: 0, px: 2, pb: 2 }}
        >
          {template.forms.length === 0 && (
            <Typography component="li" color="text.secondary">
              No forms yet.
            </Typography>
          )}
          {template.forms.map((form) => (
            <Box component="li" key={form.id} sx={{ py: 1, borderTop: 1, borderColor: 'divider' }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{form.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {form.fieldCount} {form.fieldCount === 1 ? 'field' : 'fields'} · v{form.version}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
                <Chip
                  size="small"
                  clickable
                  color="primary"
                  label="Enter"
                  component={RouterLink}
                  to={paths.enterTemplateDataOf(template.id, form.id)}
                  aria-label={`Enter data in ${form.name}`}
                />
                <Chip
                  size="small"
                  clickable
                  variant="outlined"
                  label="View"
                  component={RouterLink}
                  to={paths.templateFormDataOf(template.id, form.id)}
                  aria-label={`View data of ${form.name}`}
                />
              </Stack>
            </Box>
          ))}
        </Box>
      </Collapse>
    </Card>
  );
}
