import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  type AuthContext,
  authContextOf,
  liveSessionOf,
  sessionFields,
} from '../../platform/auth/sessions.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { coalescedStatements } from '../../platform/db/coalesced-statements.ts';
import type { Db } from '../../platform/db/database.ts';
import { bound, preparedOnce } from '../../platform/db/prepared.ts';
import { forms, sessions, users } from '../../platform/db/schema.ts';
import type { FormRow } from '../forms/forms.queries.ts';
import { groupIdsOfUserSql } from '../people/people-directory.repo.ts';

/** The requests of one lookup: each one's token hash and form id, numbered from 1 in the batch's order. */
const lookedUp = sql`unnest(${bound('tokenHashes')}::text[], ${bound('formIds')}::uuid[])
  with ordinality as looked_up(token_hash, form_id, n)`;

/**
 * Each request's session, and beside it the form of the session's organisation and the user's live groups:
 * what an entry request reads first, in one round trip instead of two (decision 0051), for all the entry
 * requests that arrive together (decision 0053). A request whose session is unknown or expired has no row.
 */
const sessionsWithForms = preparedOnce((db) =>
  db
    .select({
      n: sql<number>`looked_up.n::int`,
      ...sessionFields,
      form: forms,
      groupIds: groupIdsOfUserSql(sessions.orgId, users.id),
    })
    .from(lookedUp)
    .innerJoin(sessions, liveSessionOf(sql`looked_up.token_hash`))
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(forms, and(eq(forms.orgId, sessions.orgId), eq(forms.id, sql`looked_up.form_id`)))
    .prepare('sessions_with_forms'),
);

type SessionWithFormRow = Awaited<ReturnType<ReturnType<typeof sessionsWithForms>['execute']>>[number];

// As the submissions' inserts (entries.commands.ts): most requests in one lookup, lookups on their way at once.
const LOOKUP_BATCH = 64;
const LOOKUPS_IN_FLIGHT = 2;

/** The entry requests' lookups on one database, joined into one statement while earlier ones are on their way. */
const lookups = preparedOnce((db) =>
  coalescedStatements(
    async (batch: { tokenHash: string; formId: string }[]) => {
      const rows = await sessionsWithForms(db).execute({
        tokenHashes: batch.map((one) => one.tokenHash),
        formIds: batch.map((one) => one.formId),
      });
      const byNumber = new Map(rows.map((row) => [row.n, row]));
      return batch.map((_, i): SessionWithFormRow | null => byNumber.get(i + 1) ?? null);
    },
    { maxBatch: LOOKUP_BATCH, maxInFlight: LOOKUPS_IN_FLIGHT },
  ),
);

interface FormAlong {
  formId: string;
  form: FormRow | null;
  groupIds: string[];
}

/** The form read with each request's session; keyed by the session object, which lives as long as its request. */
const formsAlong = new WeakMap<AuthContext, FormAlong>();

/** The request's session, read together with the form the route names (see formReadAlong). */
export function authWithForm(request: FastifyRequest, db: Db, formId: string): Promise<AuthContext> {
  return request.authWith(async (token) => {
    const tokenHash = hashToken(token);
    const row = await lookups(db)({ tokenHash, formId });
    const auth = row ? authContextOf(tokenHash, row) : null;
    // Only an organisation's session can read its forms; the groups matter only with the form.
    if (auth && row) formsAlong.set(auth, { formId, form: row.form, groupIds: row.form ? row.groupIds : [] });
    return auth;
  });
}

/** The form and groups read with the session, when they were read for this form. */
export function formReadAlong(auth: AuthContext, formId: string): FormAlong | undefined {
  const along = formsAlong.get(auth);
  return along?.formId === formId ? along : undefined;
}
