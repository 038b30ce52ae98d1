import type { OptionValue } from '@atrium/domain/entries/entries.schemas.ts';
import { useDebouncedValue } from '../../use-debounced-value.ts';
import type { InputRules, InputTarget } from './field-input-props.ts';
import { useInputSources } from './input-sources.tsx';

/** One offered choice: what the list shows and what the entry stores when it is chosen. */
export interface ChoiceOption {
  key: string;
  label: string;
  stored: unknown;
}

const SEARCH_DELAY_MS = 300;

export const isForeignKey = (rules: InputRules) => rules.options?.kind === 'foreignKey';

/** A stored value as a choice: a custom value is its own label; a foreign-key option shows its value. */
export function choiceOf(value: unknown): ChoiceOption | null {
  if (typeof value === 'string') return value ? { key: value, label: value, stored: value } : null;
  if (value && typeof value === 'object' && 'value' in value) {
    const option = value as OptionValue;
    return { key: option.id || option.value, label: String(option.value), stored: option };
  }
  return null;
}

export function foreignChoice(id: string, value: string): ChoiceOption {
  const stored: OptionValue = { id, value, fallback_value: value };
  return { key: id || value, label: value, stored };
}

export const sameChoice = (a: ChoiceOption, b: ChoiceOption) => a.label === b.label;

/**
 * The options of a select, multiselect or radio: its custom values, or the foreign form's values searched on
 * the server (deduplicated and trash-free there), with whether the reader may add a new one.
 */
export function useChoiceOptions(rules: InputRules, target: InputTarget, search: string) {
  const foreign = isForeignKey(rules);
  const debounced = useDebouncedValue(search, SEARCH_DELAY_MS);
  const sources = useInputSources();
  const query = sources.useFieldOptions(target, debounced, foreign);
  if (rules.options?.kind === 'custom') {
    const options = rules.options.values.map((value) => ({ key: value, label: value, stored: value }));
    return { options, canAddOption: false, loading: false, failed: false };
  }
  if (!foreign) return { options: [], canAddOption: false, loading: false, failed: false };
  const options = (query.data?.options ?? []).map((option) => foreignChoice(option.id, option.value));
  return {
    options,
    canAddOption: query.data?.canAddOption ?? false,
    loading: query.isFetching,
    failed: query.isError,
  };
}
