import type { FilterCondition } from '@atrium/domain/entries/entries.filters.ts';
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { FilterConditionRow } from './filter-condition-row.tsx';
import { type FilterTarget, operatorsOf, takesNoValue } from './filter-kinds.ts';

interface FilterDialogProps {
  open: boolean;
  targets: FilterTarget[];
  active: FilterCondition[];
  onApply: (conditions: FilterCondition[]) => void;
  onClose: () => void;
}

/** A condition is complete when its operator needs no value or its value is filled in. */
export function isComplete(condition: FilterCondition): boolean {
  if (takesNoValue(condition.operator)) return true;
  const { value } = condition;
  if (Array.isArray(value)) return value.length > 0 && value.every((item) => item.trim() !== '');
  if (typeof value === 'number') return Number.isFinite(value);
  return value !== null && String(value).trim() !== '';
}

function newCondition(target: FilterTarget): FilterCondition {
  return {
    fieldId: target.id,
    fieldType: target.type,
    operator: operatorsOf(target.kind)[0] ?? '',
    value: null,
  };
}

/** Edits the filter conditions; Apply keeps the complete ones. */
export function FilterDialog({ open, targets, active, onApply, onClose }: FilterDialogProps) {
  const titleId = useId();
  const [conditions, setConditions] = useState<FilterCondition[]>(active);
  // Closed before its first draw: a dialog drawn first when opened (`WhenOpened`) still sets itself up.
  const [wasOpen, setWasOpen] = useState(false);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setConditions(active.length > 0 ? active : targets[0] ? [newCondition(targets[0])] : []);
  }
  const change = (index: number, next: FilterCondition) =>
    setConditions((list) => list.map((condition, at) => (at === index ? next : condition)));
  const complete = conditions.filter(isComplete);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>Filter Entries</DialogTitle>
      <DialogContent>
        {conditions.length === 0 && <Typography color="text.secondary">No conditions yet.</Typography>}
        <ul style={{ margin: 0, padding: 0 }} aria-label="Filter conditions">
          {conditions.map((condition, index) => (
            <FilterConditionRow
              // Conditions have no identity of their own; their place in the list is it.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              index={index}
              condition={condition}
              targets={targets}
              onChange={(next) => change(index, next)}
              onRemove={() => setConditions((list) => list.filter((_, at) => at !== index))}
            />
          ))}
        </ul>
        <Button
          startIcon={<AddIcon />}
          disabled={targets.length === 0}
          onClick={() =>
            targets[0] && setConditions((list) => [...list, newCondition(targets[0] as FilterTarget)])
          }
        >
          Add Condition
        </Button>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => onApply(complete)}>
          Apply Filters
        </Button>
      </DialogActions>
    </Dialog>
  );
}
