import type { Entry, FileValue } from '@atrium/domain/entries/entries.schemas.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FilePreview } from '../files/file-preview.tsx';
import { cellText } from '../table/cell-text.ts';

interface SpotlightViewProps {
  entry: Entry;
  fields: readonly FieldConfig[];
}

/** Stored files only: files chosen but not uploaded yet have nothing to preview. */
const filesOf = (value: unknown): FileValue[] =>
  Array.isArray(value) ? value.filter((item): item is FileValue => Boolean(item?.id && item?.name)) : [];

/**
 * The entry read at a glance: every viewable value large and in order, attachments previewed (images up to
 * 400 px, PDFs up to 500 px), for checking one entry after another with the arrow keys. Escape leaves it.
 */
export function SpotlightView({ entry, fields }: SpotlightViewProps) {
  return (
    <Box component="dl" aria-label={`Entry ${entry.code} in spotlight`} sx={{ m: 0 }}>
      {fields.map((field) => (
        <Box key={field.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {field.label}
          </Typography>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere', maxHeight: 560, overflow: 'auto' }}>
            {field.type === 'file' ? (
              filesOf(entry.data[field.id]).map((file) => (
                <FilePreview key={file.id} file={file} metaDataFields={field.metaDataFields} />
              ))
            ) : (
              <Typography variant="h3" component="span">
                {cellText(field.type, entry.data[field.id]) || '—'}
              </Typography>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
