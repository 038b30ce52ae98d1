import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
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
 * The form's columns on the first request of a batch that finds it, nulls on the others, which share that
 * row's form: a form's field list is kilobytes of JSON, read once for all of the batch's requests that name
 * it, where it was written out by PostgreSQL and parsed by the server for every one of them.
 */
const firstOfItsForm = sql`looked_up.n = min(looked_up.n) over (partition by ${forms.id})`;
const formOnFirstRow = Object.fromEntries(
  Object.entries(getTableColumns(forms)).map(([key, column]) => [
    key,
    sql`case when ${firstOfItsForm} then ${column} end`.mapWith(column),
  ]),
) as { [K in keyof typeof forms.$inferSelect]: SQL<(typeof forms.$inferSelect)[K] | null> };

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
      formId: forms.id,
      form: formOnFirstRow,
      groupIds: groupIdsOfUserSql(sessions.orgId, users.id),
    })
    .from(lookedUp)
    .innerJoin(sessions, liveSessionOf(sql`looked_up.token_hash`))
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(forms, and(eq(forms.orgId, sessions.orgId), eq(forms.id, sql`looked_up.form_id`)))
    .prepare('sessions_with_forms'),
);

type LookupRow = Awaited<ReturnType<ReturnType<typeof sessionsWithForms>['execute']>>[number];
type SessionWithForm = Omit<LookupRow, 'n' | 'formId' | 'form'> & { form: FormRow | null };

/** Each row with its form: its own, or the one read on the batch's first row that found the same form. */
function withForms(rows: LookupRow[]): Map<number, SessionWithForm> {
  const formsRead = new Map<string, FormRow>();
  for (const { formId, form } of rows) if (formId && form.id) formsRead.set(formId, form as FormRow);
  return new Map(
    rows.map(({ n, formId, form: _, ...row }) => [
      n,
      { ...row, form: (formId && formsRead.get(formId)) || null },
    ]),
  );
}

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
      const byNumber = withForms(rows);
      return batch.map((_, i) => byNumber.get(i + 1) ?? null);
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
