const CELL_LIMIT = 50;

/** A value as one line of text: option values, lists joined, yes/no, JSON for the rest; rich text unmarked. */
export function textOfValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string')
    return value
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.map(textOfValue).filter(Boolean).join(', ');
  if (typeof value === 'object' && 'value' in value) return textOfValue(value.value);
  if (typeof value === 'object' && 'name' in value) return textOfValue(value.name);
  return JSON.stringify(value);
}

/** Prefill result cells are cut at 50 characters plus an ellipsis (forms spec §9). */
export function cutCell(value: unknown): string {
  const text = textOfValue(value);
  return text.length > CELL_LIMIT ? `${text.slice(0, CELL_LIMIT)}…` : text;
}
