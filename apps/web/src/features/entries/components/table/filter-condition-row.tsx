import type { FilterCondition } from '@atrium/domain/entries/entries.filters.ts';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type FilterTarget, OPERATOR_LABELS, operatorsOf, takesNoValue } from './filter-kinds.ts';

interface FilterConditionRowProps {
  index: number;
  condition: FilterCondition;
  targets: FilterTarget[];
  onChange: (condition: FilterCondition) => void;
  onRemove: () => void;
}

const asText = (value: FilterCondition['value']) =>
  value === null || Array.isArray(value) ? '' : String(value);
const asList = (value: FilterCondition['value']) => (Array.isArray(value) ? value : []);

/** One condition: a field, an operator its kind offers, and a value input fitting both. */
export function FilterConditionRow({
  index,
  condition,
  targets,
  onChange,
  onRemove,
}: FilterConditionRowProps) {
  const target = targets.find((candidate) => candidate.id === condition.fieldId) ?? targets[0];
  if (!target) return null;
  const n = index + 1;
  const chooseField = (fieldId: string) => {
    const next = targets.find((candidate) => candidate.id === fieldId) ?? target;
    onChange({ fieldId, fieldType: next.type, operator: operatorsOf(next.kind)[0] ?? '', value: null });
  };
  const valueInput = () => {
    if (takesNoValue(condition.operator)) return null;
    if (target.kind === 'date' && condition.operator === 'between') {
      const [from = '', to = ''] = asList(condition.value);
      return (
        <>
          <TextField
            type="date"
            label={`From, condition ${n}`}
            value={from}
            onChange={(event) => onChange({ ...condition, value: [event.target.value, to] })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            label={`To, condition ${n}`}
            value={to}
            onChange={(event) => onChange({ ...condition, value: [from, event.target.value] })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      );
    }
    if (target.kind === 'select' && target.options.length > 0) {
      const many = condition.operator === 'isAnyOf';
      return (
        <TextField
          select
          label={`Value, condition ${n}`}
          value={many ? asList(condition.value) : asText(condition.value)}
          onChange={(event) => onChange({ ...condition, value: event.target.value as string | string[] })}
          slotProps={{ select: { multiple: many } }}
          sx={{ minWidth: 160 }}
        >
          {target.options.map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      );
    }
    const isNumber = target.kind === 'number';
    const isDate = target.kind === 'date';
    return (
      <TextField
        type={isNumber ? 'number' : isDate ? 'date' : 'text'}
        label={`Value, condition ${n}`}
        value={asText(condition.value)}
        onChange={(event) => {
          const text = event.target.value;
          const value = isNumber && text.trim() !== '' ? Number(text) : text;
          onChange({ ...condition, value: condition.operator === 'isAnyOf' ? text.split(',') : value });
        }}
        slotProps={{ inputLabel: isDate ? { shrink: true } : undefined }}
      />
    );
  };

  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', py: 1, listStyle: 'none' }}
    >
      <TextField
        select
        label={`Field, condition ${n}`}
        value={target.id}
        onChange={(event) => chooseField(event.target.value)}
        sx={{ minWidth: 160 }}
      >
        {targets.map((candidate) => (
          <MenuItem key={candidate.id} value={candidate.id}>
            {candidate.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={`Operator, condition ${n}`}
        value={condition.operator}
        onChange={(event) => onChange({ ...condition, operator: event.target.value, value: null })}
        sx={{ minWidth: 120 }}
      >
        {operatorsOf(target.kind).map((operator) => (
          <MenuItem key={operator} value={operator}>
            {OPERATOR_LABELS[operator] ?? operator}
          </MenuItem>
        ))}
      </TextField>
      {valueInput()}
      <IconButton aria-label={`Remove condition ${n}`} onClick={onRemove}>
        <DeleteIcon />
      </IconButton>
    </Box>
  );
}
