import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { FIELD_TYPE_REGISTRY } from '@atrium/domain/fields/field-types.ts';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { memo } from 'react';

export interface FieldCardProps {
  field: FieldConfig;
  index: number;
  count: number;
  readOnly: boolean;
  onEdit: (id: string) => void;
  onRemove: (id: string) => void;
  onRestore: (id: string) => void;
  onMove: (from: number, to: number) => void;
}

/** One field of Field Configurations: a drag handle, what the field is, and its actions. */
export const FieldCard = memo(function FieldCard({
  field,
  index,
  count,
  readOnly,
  onEdit,
  onRemove,
  onRestore,
  onMove,
}: FieldCardProps) {
  const sortable = useSortable({ id: field.id, disabled: readOnly });
  const name = field.label || 'Untitled field';
  return (
    <Paper
      component="li"
      variant="outlined"
      ref={sortable.setNodeRef}
      data-testid="field-card"
      data-field-id={field.id}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        p: 1,
        opacity: field.isTrashed ? 0.7 : 1,
        position: 'relative',
        zIndex: sortable.isDragging ? 1 : 'auto',
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
    >
      {!readOnly && (
        <IconButton
          ref={sortable.setActivatorNodeRef}
          {...sortable.attributes}
          {...sortable.listeners}
          aria-label={`Drag ${name}`}
          title="Drag to reorder (Space, then arrow keys)"
          sx={{ cursor: 'grab', touchAction: 'none' }}
        >
          <DragIndicatorIcon />
        </IconButton>
      )}
      <Box sx={{ flex: '1 1 10rem', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{name}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center', mt: 0.25 }}>
          <Typography variant="body2" color="text.secondary">
            {FIELD_TYPE_REGISTRY[field.type].label}
          </Typography>
          {field.required && <Chip size="small" label="Required" />}
          {field.userLock && <Chip size="small" variant="outlined" label="Locked" />}
          {field.isTrashed && <Chip size="small" color="warning" label="Removed" />}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', ml: 'auto' }}>
        {!readOnly && (
          <>
            <IconButton
              aria-label={`Move ${name} up`}
              title="Move up"
              disabled={index === 0}
              onClick={() => onMove(index, index - 1)}
            >
              <ArrowUpwardIcon />
            </IconButton>
            <IconButton
              aria-label={`Move ${name} down`}
              title="Move down"
              disabled={index === count - 1}
              onClick={() => onMove(index, index + 1)}
            >
              <ArrowDownwardIcon />
            </IconButton>
          </>
        )}
        <IconButton
          aria-label={`${readOnly ? 'View' : 'Edit'} ${name}`}
          title={readOnly ? 'View' : 'Edit'}
          onClick={() => onEdit(field.id)}
        >
          {readOnly ? <VisibilityIcon /> : <EditIcon />}
        </IconButton>
        {!readOnly &&
          (field.isTrashed ? (
            <IconButton aria-label={`Restore ${name}`} title="Restore" onClick={() => onRestore(field.id)}>
              <RestoreIcon />
            </IconButton>
          ) : (
            <IconButton aria-label={`Remove ${name}`} title="Remove" onClick={() => onRemove(field.id)}>
              <DeleteOutlineIcon />
            </IconButton>
          ))}
      </Box>
    </Paper>
  );
});
