import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo, useMemo } from 'react';
import { FieldCard } from './field-card.tsx';
import type { FieldActions } from './use-builder-state.ts';

interface FieldListProps {
  fields: FieldConfig[];
  actions: FieldActions;
  readOnly: boolean;
  onEdit: (id: string) => void;
}

/** Field Configurations: cards reordered by drag (pointer, touch or keyboard) or by Move up / Move down. */
export const FieldList = memo(function FieldList({ fields, actions, readOnly, onEdit }: FieldListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = useMemo(() => fields.map((field) => field.id), [fields]);
  const announcements = useMemo(() => spokenMoves(fields), [fields]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    actions.move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  if (fields.length === 0) {
    return <Typography color="text.secondary">No fields yet. Use Add field to add the first one.</Typography>;
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Box
          component="ol"
          aria-label="Field Configurations"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
        >
          {fields.map((field, index) => (
            <FieldCard
              key={field.id}
              field={field}
              index={index}
              count={fields.length}
              readOnly={readOnly}
              onEdit={onEdit}
              onRemove={actions.remove}
              onRestore={actions.restore}
              onMove={actions.move}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
});

/** Screen-reader announcements that name fields by label and position rather than by id. */
function spokenMoves(fields: FieldConfig[]): Announcements {
  const describe = (id: string | number) => {
    const index = fields.findIndex((field) => field.id === id);
    return { name: fields[index]?.label || 'Untitled field', position: index + 1 };
  };
  return {
    onDragStart: ({ active }) => `Picked up ${describe(active.id).name}.`,
    onDragOver: ({ active, over }) =>
      over ? `${describe(active.id).name} is over position ${describe(over.id).position}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${describe(active.id).name} dropped at position ${describe(over.id).position}.`
        : `${describe(active.id).name} dropped.`,
    onDragCancel: ({ active }) => `Moving ${describe(active.id).name} was cancelled.`,
  };
}
