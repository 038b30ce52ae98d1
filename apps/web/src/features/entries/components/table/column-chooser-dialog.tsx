import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { ColumnChooserItem } from './column-chooser-item.tsx';
import type { ColumnLayout } from './use-column-layout.ts';

interface ColumnChooserDialogProps {
  open: boolean;
  layout: ColumnLayout;
  onSaveSelection: () => void;
  onClose: () => void;
}

/** Shows, hides and reorders the data columns; changes apply at once. */
export function ColumnChooserDialog({ open, layout, onSaveSelection, onClose }: ColumnChooserDialogProps) {
  const titleId = useId();
  const [announcement, setAnnouncement] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = layout.ordered.map((column) => column.id);
  const labelOf = (id: unknown) => layout.ordered.find((column) => column.id === id)?.label ?? String(id);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const to = ids.indexOf(String(over.id));
    layout.setOrder(arrayMove(ids, ids.indexOf(String(active.id)), to));
    setAnnouncement(`${labelOf(active.id)} moved to position ${to + 1}.`);
  };
  const toggle = (id: string, shown: boolean) => {
    const next = new Set(layout.hidden);
    if (shown) next.delete(id);
    else next.add(id);
    layout.setHidden(next);
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Columns</DialogTitle>
      <DialogContent>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements: {
              onDragStart: ({ active }) => `Picked up ${labelOf(active.id)}.`,
              onDragOver: ({ active, over }) =>
                over
                  ? `${labelOf(active.id)} is over ${labelOf(over.id)}.`
                  : `${labelOf(active.id)} is outside.`,
              onDragEnd: ({ active }) => `${labelOf(active.id)} dropped.`,
              onDragCancel: ({ active }) => `Moving ${labelOf(active.id)} cancelled.`,
            },
          }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <Box component="ol" aria-label="Columns in order" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {layout.ordered.map((column) => (
                <ColumnChooserItem
                  key={column.id}
                  column={column}
                  shown={!layout.hidden.has(column.id)}
                  onToggle={(shown) => toggle(column.id, shown)}
                />
              ))}
            </Box>
          </SortableContext>
        </DndContext>
        <Box
          role="status"
          sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          {announcement}
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button onClick={onSaveSelection}>Save Column Selection</Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
