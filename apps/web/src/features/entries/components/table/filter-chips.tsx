import type { FilterCondition } from '@atrium/domain/entries/entries.filters.ts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { formatFilterDate } from './cell-text.ts';
import { type FilterTarget, OPERATOR_LABELS, takesNoValue } from './filter-kinds.ts';

function valueLabel(condition: FilterCondition, target: FilterTarget | undefined): string {
  const { value } = condition;
  const one = (item: unknown) =>
    target?.kind === 'date' && typeof item === 'string' ? formatFilterDate(item) : String(item);
  if (Array.isArray(value)) return value.map(one).join(condition.operator === 'between' ? ' – ' : ', ');
  return value === null ? '' : one(value);
}

export function conditionLabel(condition: FilterCondition, targets: readonly FilterTarget[]): string {
  const target = targets.find((candidate) => candidate.id === condition.fieldId);
  const operator = OPERATOR_LABELS[condition.operator] ?? condition.operator;
  const head = `${target?.label ?? condition.fieldId} ${operator}`;
  return takesNoValue(condition.operator) ? head : `${head} ${valueLabel(condition, target)}`;
}

interface FilterChipsProps {
  filters: FilterCondition[];
  targets: FilterTarget[];
  onChange: (filters: FilterCondition[]) => void;
  onSave: () => void;
}

/** The active conditions as removable chips, with Reset Filters and Save Filter. */
export function FilterChips({ filters, targets, onChange, onSave }: FilterChipsProps) {
  if (filters.length === 0) return null;
  return (
    <Box
      component="section"
      aria-label="Active filters"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}
    >
      {filters.map((condition, index) => {
        const label = conditionLabel(condition, targets);
        return (
          <Chip
            // biome-ignore lint/suspicious/noArrayIndexKey: a condition's place is its identity
            key={index}
            label={label}
            onDelete={() => onChange(filters.filter((_, at) => at !== index))}
            sx={{ maxWidth: '100%' }}
          />
        );
      })}
      <Button size="small" onClick={() => onChange([])}>
        Reset Filters
      </Button>
      <Button size="small" onClick={onSave}>
        Save Filter
      </Button>
    </Box>
  );
}
