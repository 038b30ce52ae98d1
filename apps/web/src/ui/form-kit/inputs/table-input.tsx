import type { TableColumn } from '@atrium/domain/fields/field-config.schemas.ts';
import { initialValue } from '@atrium/domain/fields/field-rules.ts';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { FieldGroup } from './field-group.tsx';
import { type FieldInputProps, rulesOfColumn } from './field-input-props.ts';
import { fieldInputFor } from './field-input-registry.tsx';

type Row = Record<string, unknown>;

let nextRowKey = 0;

/**
 * Rows have no id of their own; each gets a key that stays with it when an earlier row is removed, so editors
 * holding their own state (rich text, JSON) stay with their row.
 */
function useRowKeys(count: number): string[] {
  const keys = useRef<string[]>([]);
  while (keys.current.length < count) {
    nextRowKey += 1;
    keys.current.push(`row-${nextRowKey}`);
  }
  keys.current.length = count;
  return keys.current;
}

/** A new row starts with every column's default (forms spec §5, 'New table rows start with column defaults'). */
export function newTableRow(columns: readonly TableColumn[]): Row {
  return Object.fromEntries(columns.map((column) => [column.id, initialValue(rulesOfColumn(column))]));
}

/** Rows of a table field, each cell edited with its column's own input. */
export function TableInput(props: FieldInputProps) {
  const { id, label, rules, value, onChange, target, cellErrors, disabled } = props;
  const columns = rules.columns ?? [];
  const rows: Row[] = Array.isArray(value) ? (value as Row[]) : [];
  const keys = useRowKeys(rows.length);
  const removeRow = (index: number) => {
    keys.splice(index, 1);
    onChange(rows.filter((_, at) => at !== index));
  };
  const setCell = (index: number, columnId: string, cell: unknown) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, [columnId]: cell } : row)));

  return (
    <FieldGroup {...props} component="fieldset">
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {rows.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            No rows yet.
          </Typography>
        )}
        {rows.map((row, index) => (
          <Paper
            key={keys[index]}
            variant="outlined"
            sx={{ p: 1.5 }}
            role="group"
            aria-label={`${label} row ${index + 1}`}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
              <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
                Row {index + 1}
              </Typography>
              <IconButton
                aria-label={`Remove row ${index + 1} of ${label}`}
                disabled={disabled}
                onClick={() => removeRow(index)}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
            <Box
              sx={{
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              {columns.map((column) => {
                const Input = fieldInputFor(column.dataType);
                return (
                  <Input
                    key={column.id}
                    id={`${id}-${index}-${column.id}`}
                    label={column.header}
                    rules={rulesOfColumn(column)}
                    value={row[column.id]}
                    onChange={(cell) => setCell(index, column.id, cell)}
                    target={{ ...target, columnId: column.id }}
                    error={cellErrors?.[`${index}.${column.id}`]}
                    helperText={column.helpText}
                    disabled={disabled}
                  />
                );
              })}
            </Box>
          </Paper>
        ))}
        <Box>
          <Button
            startIcon={<AddIcon />}
            disabled={disabled}
            onClick={() => onChange([...rows, newTableRow(columns)])}
          >
            Add row to {label}
          </Button>
        </Box>
      </Box>
    </FieldGroup>
  );
}
