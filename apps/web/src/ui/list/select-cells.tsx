import Checkbox from '@mui/material/Checkbox';
import TableCell from '@mui/material/TableCell';

type OnSelect = (ids: string[], on: boolean) => void;

interface SelectAllCellProps {
  /** The rows the reader may tick; the others never count. */
  rows: readonly { id: string }[];
  selected: ReadonlySet<string>;
  onSelect: OnSelect;
  label: string;
}

/** The header checkbox of a list with bulk actions: ticks or clears every selectable row. */
export function SelectAllCell({ rows, selected, onSelect, label }: SelectAllCellProps) {
  const all = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const some = rows.some((row) => selected.has(row.id));
  return (
    <TableCell padding="checkbox">
      <Checkbox
        checked={all}
        indeterminate={some && !all}
        disabled={rows.length === 0}
        onChange={(event) =>
          onSelect(
            rows.map((row) => row.id),
            event.target.checked,
          )
        }
        slotProps={{ input: { 'aria-label': label } }}
      />
    </TableCell>
  );
}

interface SelectRowCellProps {
  row: { id: string; name: string };
  selected: ReadonlySet<string>;
  onSelect: OnSelect;
  disabled?: boolean;
}

/** A row's checkbox, named after the row. */
export function SelectRowCell({ row, selected, onSelect, disabled }: SelectRowCellProps) {
  return (
    <TableCell padding="checkbox">
      <Checkbox
        checked={selected.has(row.id)}
        disabled={disabled}
        onChange={(event) => onSelect([row.id], event.target.checked)}
        slotProps={{ input: { 'aria-label': `Select ${row.name}` } }}
      />
    </TableCell>
  );
}
