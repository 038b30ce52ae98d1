import { z } from 'zod';

/**
 * Idempotency keys (decision 0035): a client names one user action with a key, so a request retried after its
 * answer was lost has its effect once and gets the first answer again.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** Set on an answer that repeats the recorded answer of an earlier request with the same key. */
export const IDEMPOTENCY_REPLAYED_HEADER = 'idempotency-replayed';
/** A key is honoured this long after its first request; then it is forgotten. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

export const idempotencyMessages = {
  invalidKey: 'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
  inProgress: 'A request with this Idempotency-Key is still in progress.',
  keyReused:
    'This Idempotency-Key was already used for a different request; send a new key for a new action.',
} as const;

/** Visible ASCII only (no spaces or control characters), so a key reads the same in every log and proxy. */
export const idempotencyKeySchema = z
  .string({ error: idempotencyMessages.invalidKey })
  .regex(/^[\x21-\x7e]{1,255}$/, idempotencyMessages.invalidKey);

/** The request headers of an operation that honours a key; other headers pass through untouched. */
export const idempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema
    .optional()
    .describe(
      `A key naming one user action (a UUID is a good choice). A retry with the same key and the same body ` +
        `gets the first answer again, with ${IDEMPOTENCY_REPLAYED_HEADER}: true, and has no further effect; ` +
        `the same key with another body is refused with 422. Keys are kept per user for ` +
        `${IDEMPOTENCY_KEY_TTL_HOURS} hours.`,
    ),
});
