import { FIELD_TYPE_REGISTRY, FIELD_TYPES, type FieldType } from '@atrium/domain/fields/field-types.ts';
import type { TemplateStructure } from '@atrium/domain/templates/template-library.schemas.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../../app/api-client.ts';
import { DialogFrame } from '../../../../ui/dialog-frame.tsx';
import { useTemplateStructure } from '../../api/template-library.ts';
import { AttachmentLinks } from '../shared/attachment-links.tsx';
import { AttachmentIcon } from './attachment-icons.tsx';

function Metadata({ structure }: { structure: TemplateStructure }) {
  const rows: Array<[string, string | number]> = [
    ['Version', structure.version],
    ['Released version', structure.releasedVersion ?? 'Not released'],
    ['Total versions', structure.totalVersions],
    ['Active fields', structure.activeFields],
    ['Total forms', structure.forms.length],
    ['Attachments', structure.attachments.length],
    ['Created by', structure.createdBy ?? '—'],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 2 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Template Structure: description, metadata, attachments to view or download, forms with their fields. */
export function StructureDialog({ templateId, onClose }: { templateId: string | null; onClose: () => void }) {
  const query = useTemplateStructure(templateId);
  const structure = query.data;
  return (
    <DialogFrame
      open={Boolean(templateId)}
      onClose={onClose}
      title={structure ? `Template Structure: ${structure.name}` : 'Template Structure'}
      width="md"
      fullScreenOnPhone
      actions={<Button onClick={onClose}>Close</Button>}
    >
      {query.isPending && <LinearProgress aria-label="Loading template structure" />}
      {query.error && <Alert severity="error">{errorMessage(query.error)}</Alert>}
      {structure && (
        <>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {structure.description.trim() || m.noDescription}
          </Typography>
          <Metadata structure={structure} />
          {structure.attachments.length > 0 && (
            <section aria-label="Attachments">
              <Typography component="h3" variant="h4">
                Attachments
              </Typography>
              {structure.attachments.map((attachment) => (
                <Box
                  key={attachment.id}
                  sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, my: 0.5 }}
                >
                  <AttachmentIcon mime={attachment.mime} />
                  <Typography sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {attachment.name}
                  </Typography>
                  <AttachmentLinks templateId={structure.id} attachment={attachment} />
                </Box>
              ))}
            </section>
          )}
          <Typography component="h3" variant="h4" sx={{ mt: 2 }}>
            Forms
          </Typography>
          {structure.forms.map((form) => (
            <Paper
              key={form.id}
              variant="outlined"
              component="section"
              aria-label={form.name}
              sx={{ p: 1.5, my: 1 }}
            >
              <Typography component="h4" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
                {form.name}{' '}
                <Typography component="span" color="text.secondary">
                  v{form.version}
                </Typography>
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {form.fields.map((field) => (
                  <Box
                    component="li"
                    key={field.id}
                    sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.25 }}
                  >
                    <Typography sx={{ overflowWrap: 'anywhere' }}>{field.label}</Typography>
                    <Chip size="small" variant="outlined" label={typeName(field.type)} />
                    {field.required && <Chip size="small" color="primary" label="Required" />}
                  </Box>
                ))}
              </Box>
            </Paper>
          ))}
        </>
      )}
    </DialogFrame>
  );
}

/** The type's name as the builder shows it (a type this version does not know shows as sent). */
function typeName(type: string): string {
  return (FIELD_TYPES as readonly string[]).includes(type)
    ? FIELD_TYPE_REGISTRY[type as FieldType].label
    : type;
}
