import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import type { LayoutColumn } from './use-column-layout.ts';

interface ColumnChooserItemProps {
  column: LayoutColumn;
  shown: boolean;
  onToggle: (shown: boolean) => void;
}

/** One column of the chooser: a drag handle (pointer, touch or Space and arrow keys) and a show box. */
export function ColumnChooserItem({ column, shown, onToggle }: ColumnChooserItemProps) {
  const sortable = useSortable({ id: column.id });
  return (
    <Paper
      component="li"
      variant="outlined"
      ref={sortable.setNodeRef}
      data-testid="column-item"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 0.5,
        mb: 0.5,
        position: 'relative',
        zIndex: sortable.isDragging ? 1 : 'auto',
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
    >
      <IconButton
        ref={sortable.setActivatorNodeRef}
        {...sortable.attributes}
        {...sortable.listeners}
        aria-label={`Drag ${column.label}`}
        title="Drag to reorder (Space, then arrow keys)"
        sx={{ cursor: 'grab', touchAction: 'none' }}
      >
        <DragIndicatorIcon />
      </IconButton>
      <FormControlLabel
        control={<Checkbox checked={shown} onChange={(event) => onToggle(event.target.checked)} />}
        label={column.label}
        sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}
      />
    </Paper>
  );
}
