import { z } from 'zod';

/** A stored file as an entry holds it: its storage key, its name and its metadata values. */
export const fileValueSchema = z.object({
  id: z.string().min(1).max(500),
  name: z.string().min(1).max(255),
  size: z.number().int().nonnegative().optional(),
  type: z.string().max(200).optional(),
  metaData: z.record(z.string(), z.union([z.string(), z.number(), z.null()])).default({}),
});

/** A foreign-key option as stored: the referenced entry, its value, and a copy for when it is gone. */
export const optionValueSchema = z.object({
  id: z.string().max(64),
  value: z.string().max(10_000),
  fallback_value: z.string().max(10_000).optional(),
});
