import type { Entry } from '@atrium/domain/entries/entries.schemas.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { cellText } from '../table/cell-text.ts';

interface SpotlightViewProps {
  entry: Entry;
  fields: readonly FieldConfig[];
}

/**
 * The entry read at a glance: every viewable value large and in order, for checking one entry after
 * another with the arrow keys. Escape leaves it.
 */
export function SpotlightView({ entry, fields }: SpotlightViewProps) {
  return (
    <Box component="dl" aria-label={`Entry ${entry.code} in spotlight`} sx={{ m: 0 }}>
      {fields.map((field) => (
        <Box key={field.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {field.label}
          </Typography>
          <Typography
            component="dd"
            variant="h3"
            sx={{ m: 0, overflowWrap: 'anywhere', maxHeight: 500, overflow: 'auto' }}
          >
            {cellText(field.type, entry.data[field.id]) || '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
