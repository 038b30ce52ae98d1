import type { EntryData } from '@atrium/domain/entries/entries.schemas.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import sanitizeHtml from 'sanitize-html';

// Kept apart from the entry writes' database code: the import's reader thread sanitises rows too.

/** Rich text keeps basic formatting only: no scripts, styles, frames or event handlers reach other readers. */
const RICH_TEXT_RULES: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'a',
    'span',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
};
export const sanitizeRichText = (html: string) => sanitizeHtml(html, RICH_TEXT_RULES);

/** Sanitises rich-text values of the fields, and of rich-text columns of their tables, in place. */
export function sanitizeValues(fields: readonly FieldConfig[], values: EntryData): void {
  for (const field of fields) {
    const value = values[field.id];
    if (field.type === 'richtext' && typeof value === 'string') values[field.id] = sanitizeRichText(value);
    if (field.type !== 'table' || !Array.isArray(value)) continue;
    for (const column of field.columns.filter((c) => c.dataType === 'richtext')) {
      for (const row of value as Record<string, unknown>[]) {
        const cell = row[column.id];
        if (typeof cell === 'string') row[column.id] = sanitizeRichText(cell);
      }
    }
  }
}
