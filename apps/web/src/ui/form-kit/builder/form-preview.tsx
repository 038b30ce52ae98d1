import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FieldPreview } from './field-preview.tsx';

/** The form as it will appear: the live fields in order, as disabled inputs. */
export function FormPreview({ fields, preparing }: { fields: FieldConfig[]; preparing?: boolean }) {
  const live = fields.filter((field) => !field.isTrashed);
  return (
    <Paper
      component="section"
      aria-labelledby="form-preview-heading"
      variant="outlined"
      sx={{ p: 2, alignSelf: 'start', minWidth: 0, bgcolor: 'action.hover' }}
    >
      <Typography id="form-preview-heading" variant="subtitle1" component="h3" sx={{ mb: 2 }}>
        Form Preview
      </Typography>
      {preparing ? (
        <LinearProgress aria-label="Preparing the preview" />
      ) : live.length === 0 ? (
        <Typography color="text.secondary">No fields to preview.</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {live.map((field) => (
            <FieldPreview key={field.id} field={field} />
          ))}
        </Box>
      )}
    </Paper>
  );
}
