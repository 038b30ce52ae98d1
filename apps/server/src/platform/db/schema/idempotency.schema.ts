import { index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './common-columns.ts';
import { organizations } from './orgs.schema.ts';

// Idempotency keys (decision 0035): the first answer to a request sent with an Idempotency-Key, kept per user
// and operation so a retry of the same action gets it again instead of a second effect. A row without a status
// is a request still running. Rows older than IDEMPOTENCY_KEY_TTL_HOURS are not honoured and are deleted.

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Keys are the caller's: another user sending the same key gets an effect of their own. */
    userId: uuid('user_id').notNull(),
    /** The session's organisation, if any: its keys go with it. */
    orgId: text('org_id').references(() => organizations.id, { onDelete: 'cascade' }),
    /** The operationId, so one key names one kind of action. */
    operation: text('operation').notNull(),
    key: text('key').notNull(),
    /** sha256 of the path parameters and the body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** The first answer's status, content type and body; null while the first request runs. */
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.operation, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
