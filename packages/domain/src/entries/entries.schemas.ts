import { z } from 'zod';
import { valueRefusal } from '../common/request-text.ts';
import { selectionSchema, trashedFlagSchema } from '../common/trash.contract.ts';
import type { fileValueSchema, optionValueSchema } from '../fields/field-values.schemas.ts';
import { personRefSchema } from '../forms/forms.schemas.ts';
import { filterConditionSchema } from './entries.filters.ts';

/** Entry values keyed by field id (foreign-key fields also carry `{fieldId}_fallback`). */
export const entryDataSchema = z.record(z.string().max(80), z.unknown());
export type EntryData = z.infer<typeof entryDataSchema>;

export type FileValue = z.infer<typeof fileValueSchema>;
export type OptionValue = z.infer<typeof optionValueSchema>;

export const entryCapabilitiesSchema = z.object({
  canUpdate: z.boolean(),
  canTrash: z.boolean(),
  canDelete: z.boolean(),
});

export const entrySchema = z.object({
  id: z.string(),
  /** Short entry code: last 4 of the id (lower case) + last 4 digits of the creation seconds. */
  code: z.string(),
  /** Only the fields the reader may view. */
  data: entryDataSchema,
  version: z.number().int(),
  createdAt: z.string(),
  createdBy: personRefSchema.nullable(),
  updatedAt: z.string(),
  updatedBy: personRefSchema.nullable(),
  isTrashed: z.boolean(),
  trashedAt: z.string().nullable(),
  capabilities: entryCapabilitiesSchema,
});
export type Entry = z.infer<typeof entrySchema>;

export const ENTRY_PAGE_SIZES = [5, 10, 25, 50] as const;
export const ENTRY_DEFAULT_PAGE_SIZE = 10;
export const TRASH_RETENTION_DAYS = 30;
export const PREFILL_LIMIT = 50;
export const SAMPLE_LIMIT = 3;
export const IMPORT_FROM_FORM_LIMIT = 1000;

/** What the entries table asks for: one page of a filtered, searched, sorted view. */
export const entryListQuerySchema = z.object({
  trashed: trashedFlagSchema,
  page: z.coerce.number().int().min(0).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(ENTRY_DEFAULT_PAGE_SIZE),
  /** A field id or a built-in column; created_at by default. */
  sort: z.string().max(64).default('created_at'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  search: z.string().trim().max(200).default(''),
  /** JSON-encoded list of filter conditions (query strings carry no structure). */
  filters: z
    .string()
    .max(20_000)
    .default('[]')
    .transform((text, ctx) => {
      try {
        const parsed: unknown = JSON.parse(text);
        // Escapes in the JSON text can make what the query string could not carry (NUL, lone surrogates).
        const refusal = valueRefusal(parsed);
        if (refusal) {
          ctx.addIssue({ code: 'custom', message: refusal.message });
          return z.NEVER;
        }
        return z.array(filterConditionSchema).max(50).parse(parsed);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Invalid filters' });
        return z.NEVER;
      }
    }),
});
export type EntryListQuery = z.infer<typeof entryListQuerySchema>;
export type EntryListQueryInput = z.input<typeof entryListQuerySchema>;

export const createEntrySchema = z.object({ data: entryDataSchema });
export const updateEntrySchema = z.object({
  data: entryDataSchema,
  expectedVersion: z.number().int().positive().optional(),
});
export const bulkEntryIdsSchema = selectionSchema('Select at least one entry.', 1000);
export const bulkUpdateSchema = bulkEntryIdsSchema.extend({
  fieldId: z.string().min(1).max(64),
  value: z.unknown(),
});

export const entryHistoryItemSchema = z.object({
  version: z.number().int(),
  updatedAt: z.string(),
  updatedBy: personRefSchema.nullable(),
  /** The entry as it was at this version (viewable fields only). */
  entryData: entryDataSchema,
});
export type EntryHistoryItem = z.infer<typeof entryHistoryItemSchema>;

/** The short entry code of forms spec §3. */
export function shortEntryCode(id: string, createdAt: string | Date): string {
  const seconds = Math.floor(new Date(createdAt).getTime() / 1000);
  return `${id.slice(-4).toLowerCase()}${String(seconds).slice(-4)}`;
}
