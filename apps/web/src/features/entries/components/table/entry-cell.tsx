import type { Entry, FileValue } from '@atrium/domain/entries/entries.schemas.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { formatDateTime } from '../../../../ui/format-date.ts';
import { cellText } from './cell-text.ts';

interface FieldCellProps {
  field: FieldConfig;
  entry: Entry;
  onPreviewTable: (field: FieldConfig, entry: Entry) => void;
  onPreviewFile: (field: FieldConfig, file: FileValue) => void;
}

const filesOf = (value: unknown): FileValue[] =>
  Array.isArray(value) ? value.filter((item): item is FileValue => Boolean(item?.id && item?.name)) : [];

/** One form field's value; a table field offers 'n rows' and a file field its names, which open previews. */
export function FieldCell({ field, entry, onPreviewTable, onPreviewFile }: FieldCellProps) {
  const value = entry.data[field.id];
  if (field.type === 'file')
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start' }}>
        {filesOf(value).map((file) => (
          <Link key={file.id} component="button" type="button" onClick={() => onPreviewFile(field, file)}>
            {file.name}
          </Link>
        ))}
      </Box>
    );
  if (field.type === 'table') {
    const rows = Array.isArray(value) ? value.length : 0;
    if (rows === 0) return null;
    return (
      <Link
        component="button"
        type="button"
        onClick={() => onPreviewTable(field, entry)}
        aria-label={`${rows} rows of ${field.label}, entry ${entry.code}`}
      >
        {`${rows} rows`}
      </Link>
    );
  }
  return <>{cellText(field.type, value)}</>;
}

interface CodeCellProps {
  code: string;
  onCopy: (code: string) => void;
}

/** The short entry code, in the grid's `.entry-code` look; a double-click (or Enter) copies it (forms spec §3). */
export function CodeCell({ code, onCopy }: CodeCellProps) {
  return (
    <button
      type="button"
      className="entry-code"
      title="Double-click to copy"
      aria-label={`Entry ${code}: press Enter to copy`}
      onDoubleClick={() => onCopy(code)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          onCopy(code);
        }
      }}
    >
      {code}
    </button>
  );
}

/** A built-in column's text. */
export function builtInText(entry: Entry, column: string): string {
  switch (column) {
    case 'updated_at':
      return formatDateTime(entry.updatedAt);
    case 'created_at':
      return formatDateTime(entry.createdAt);
    case 'updated_by':
      return entry.updatedBy?.name ?? '';
    case 'created_by':
      return entry.createdBy?.name ?? '';
    default:
      return '';
  }
}
