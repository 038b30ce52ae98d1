import type { TableColumn } from '@atrium/domain/fields/field-config.schemas.ts';
import { newTableColumn } from '@atrium/domain/fields/field-rules.ts';
import { FIELD_TYPE_REGISTRY } from '@atrium/domain/fields/field-types.ts';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ColumnDialog } from './column-dialog.tsx';

interface TableColumnsProps {
  columns: TableColumn[];
  readOnly: boolean;
  currentFormId?: string;
  onChange: (columns: TableColumn[]) => void;
}

/** The columns of a table field, each added and edited in the Add Table Column dialog. */
export function TableColumns({ columns, readOnly, currentFormId, onChange }: TableColumnsProps) {
  const [editing, setEditing] = useState<{ column: TableColumn; isNew: boolean } | null>(null);
  const save = (column: TableColumn) => {
    onChange(
      columns.some((c) => c.id === column.id)
        ? columns.map((c) => (c.id === column.id ? column : c))
        : [...columns, column],
    );
    setEditing(null);
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {columns.length === 0 && <Typography color="text.secondary">No columns yet.</Typography>}
      <Box
        component="ol"
        aria-label="Table columns"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
      >
        {columns.map((column) => (
          <Paper
            component="li"
            key={column.id}
            variant="outlined"
            data-testid="table-column"
            sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1 }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{column.header}</Typography>
              <Typography variant="body2" color="text.secondary">
                {FIELD_TYPE_REGISTRY[column.dataType].label}
              </Typography>
            </Box>
            {column.required && <Chip size="small" label="Required" />}
            <IconButton
              aria-label={`${readOnly ? 'View' : 'Edit'} column ${column.header}`}
              onClick={() => setEditing({ column, isNew: false })}
            >
              <EditIcon />
            </IconButton>
            {!readOnly && (
              <IconButton
                aria-label={`Remove column ${column.header}`}
                onClick={() => onChange(columns.filter((c) => c.id !== column.id))}
              >
                <DeleteOutlineIcon />
              </IconButton>
            )}
          </Paper>
        ))}
      </Box>
      {!readOnly && (
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() => setEditing({ column: newTableColumn(), isNew: true })}
          >
            Add Table Column
          </Button>
        </Box>
      )}
      {editing && (
        <ColumnDialog
          column={editing.column}
          isNew={editing.isNew}
          readOnly={readOnly}
          currentFormId={currentFormId}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
