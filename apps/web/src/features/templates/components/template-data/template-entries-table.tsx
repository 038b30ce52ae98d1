import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { FIELD_TYPE_REGISTRY } from '@atrium/domain/fields/field-types.ts';
import type { TemplateEntry } from '@atrium/domain/templates/template-data.contract.ts';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDateTime } from '../../../../ui/format-date.ts';
import { RowAction } from '../../../../ui/list/row-action.tsx';
import { SelectAllCell, SelectRowCell } from '../../../../ui/list/select-cells.tsx';

/** Columns of the data list: the form's first five fields (templates spec §9). */
export const SHOWN_FIELDS = 5;

const CELL_CHARS = 60;

/** A value as the list shows it: the type's own text, cut to keep rows one line high. */
function cellText(field: FieldConfig, value: unknown): string {
  const text = FIELD_TYPE_REGISTRY[field.type].toText(value, field);
  return text.length > CELL_CHARS ? `${text.slice(0, CELL_CHARS)}…` : text;
}

/** A row's name for its checkbox and actions: the first field's value, else when it was made. */
export const entryName = (entry: TemplateEntry, first: FieldConfig | undefined) =>
  (first && cellText(first, entry.data[first.id])) || `entry of ${formatDateTime(entry.createdAt)}`;

interface TemplateEntriesTableProps {
  formName: string;
  fields: FieldConfig[];
  entries: TemplateEntry[];
  selected: ReadonlySet<string>;
  onSelect: (ids: string[], on: boolean) => void;
  /** Null when the reader may edit no field. */
  onEdit: ((entry: TemplateEntry) => void) | null;
  onDelete: (entry: TemplateEntry) => void;
}

/** The entries of a template form; the table scrolls inside its own box on narrow screens. */
export function TemplateEntriesTable(props: TemplateEntriesTableProps) {
  const { fields, entries, selected, onSelect, onEdit, onDelete } = props;
  const shown = fields.slice(0, SHOWN_FIELDS);
  const rows = entries.map((entry) => ({ entry, id: entry.id, name: entryName(entry, fields[0]) }));
  return (
    <Box
      sx={{ overflowX: 'auto', maxWidth: '100%' }}
      tabIndex={0}
      role="region"
      aria-label={`${props.formName} entries`}
    >
      <Table size="small" aria-label={`Data of ${props.formName}`}>
        <TableHead>
          <TableRow>
            <SelectAllCell rows={rows} selected={selected} onSelect={onSelect} label="Select all entries" />
            {shown.map((field) => (
              <TableCell key={field.id} sx={{ whiteSpace: 'nowrap' }}>
                {field.label}
              </TableCell>
            ))}
            <TableCell sx={{ whiteSpace: 'nowrap' }}>Created By</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>Created At</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ entry, ...row }) => (
            <TableRow key={row.id} hover selected={selected.has(row.id)}>
              <SelectRowCell row={row} selected={selected} onSelect={onSelect} />
              {shown.map((field) => (
                <TableCell key={field.id} sx={{ minWidth: 120, maxWidth: 240, overflowWrap: 'anywhere' }}>
                  {cellText(field, entry.data[field.id])}
                </TableCell>
              ))}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.createdBy?.name ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.createdAt)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {onEdit && (
                  <RowAction
                    label={`Edit ${row.name}`}
                    icon={<EditOutlinedIcon />}
                    onClick={() => onEdit(entry)}
                  />
                )}
                <RowAction
                  label={`Delete ${row.name}`}
                  icon={<DeleteOutlineIcon />}
                  onClick={() => onDelete(entry)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
