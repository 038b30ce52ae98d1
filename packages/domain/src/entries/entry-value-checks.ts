import { type Outcome, refuse, type ValueRules } from '../fields/field-type-parts.ts';
import { FIELD_TYPE_REGISTRY } from '../fields/field-types.ts';
import { entryMessages as m } from './entries.messages.ts';

export type { ValueRules } from '../fields/field-type-parts.ts';

/** A checked value: the value to store, or the message that refuses it. */
export type Checked = Outcome;

/** Empty as the spec reads "required": nothing, blank text, no items, an option without a value, unchecked. */
export function isEmptyValue(rules: Pick<ValueRules, 'type'>, value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'boolean') return FIELD_TYPE_REGISTRY[rules.type].filterKind === 'boolean' && !value;
  if (typeof value === 'object' && 'value' in value) return String(value.value ?? '').trim() === '';
  return false;
}

/** Field patterns compiled once each: an import checks the same pattern 100,000 times. Null: a broken pattern. */
const compiledPatterns = new Map<string, RegExp | null>();
const PATTERNS_KEPT = 1000;

function compiledPattern(source: string): RegExp | null {
  let pattern = compiledPatterns.get(source);
  if (pattern !== undefined) return pattern;
  try {
    pattern = new RegExp(source);
  } catch {
    pattern = null;
  }
  // Patterns come from form configurations: a few per form. Forgetting them all now and then bounds the memory.
  if (compiledPatterns.size >= PATTERNS_KEPT) compiledPatterns.clear();
  compiledPatterns.set(source, pattern);
  return pattern;
}

function matchesRegex(rules: ValueRules, value: unknown): boolean {
  // A broken pattern cannot be saved by the builder; if one slips through it does not block entry.
  // No flags, so the compiled pattern keeps no state between tests.
  return compiledPattern(rules.regex)?.test(String(value)) ?? true;
}

/**
 * Checks one non-empty value of a field or table cell by its type's definition (table values are checked by
 * the caller), then the field's own regex where its type takes one.
 */
export function checkValue(rules: ValueRules, value: unknown): Checked {
  const definition = FIELD_TYPE_REGISTRY[rules.type];
  const checked = definition.check(rules, value);
  if (
    checked.ok &&
    definition.supportsRegex &&
    rules.inputValidation &&
    rules.regex &&
    !matchesRegex(rules, checked.value)
  )
    return refuse(rules.invalidInputMessage.trim() || m.invalidInput);
  return checked;
}
