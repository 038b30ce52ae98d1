import { z } from 'zod';

/** Operators offered per field kind in the filter dialog (forms spec §5 'Filters'). */
export const FILTER_OPERATORS = {
  text: ['contains', 'equals', 'startsWith', 'isEmpty', 'isNotEmpty'],
  number: ['>', '<', '>=', '<=', '=='],
  date: ['on', 'before', 'after', 'between'],
  select: ['is', 'isNot', 'isAnyOf'],
  boolean: ['isTrue', 'isFalse'],
} as const;
export type FilterKind = keyof typeof FILTER_OPERATORS;
export const ALL_OPERATORS = [...new Set(Object.values(FILTER_OPERATORS).flat())] as [string, ...string[]];

/** One condition of a filter: a field (or a built-in column), an operator and a value. */
export const filterConditionSchema = z.object({
  fieldId: z.string().min(1).max(64),
  fieldType: z.string().max(32).optional(),
  operator: z.enum(ALL_OPERATORS),
  value: z
    .union([z.string().max(1000), z.number(), z.boolean(), z.array(z.string().max(1000)).max(100)])
    .nullable(),
});
export type FilterCondition = z.infer<typeof filterConditionSchema>;

/** Built-in columns that can be sorted and filtered besides the form's fields. */
export const BUILT_IN_COLUMNS = ['created_at', 'updated_at', 'created_by', 'updated_by'] as const;
export type BuiltInColumn = (typeof BUILT_IN_COLUMNS)[number];

export const savedFilterSchema = z.object({
  name: z.string().trim().min(1, 'Please enter a name for the filter').max(100),
  conditions: z.array(filterConditionSchema).min(1, 'No filter conditions to save').max(50),
});
export type SavedFilter = z.infer<typeof savedFilterSchema>;

export const savedColumnsSchema = z.object({
  name: z.string().trim().min(1, 'Please enter a name for the column selection').max(100),
  columns: z.array(z.string().max(64)).min(1, 'No columns selected to save').max(600),
});
export type SavedColumns = z.infer<typeof savedColumnsSchema>;
