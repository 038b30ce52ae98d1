import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  type AuthContext,
  authContextOf,
  liveSessionOf,
  sessionFields,
} from '../../platform/auth/sessions.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import type { Db } from '../../platform/db/database.ts';
import { bound, preparedOnce } from '../../platform/db/prepared.ts';
import { forms, sessions, users } from '../../platform/db/schema.ts';
import type { FormRow } from '../forms/forms.queries.ts';
import { groupIdsOfUserSql } from '../people/people-directory.repo.ts';

/**
 * The session, and beside it the form of the session's organisation and the user's live groups: what an
 * entry request reads first, in one round trip instead of two. On a submission that is one of its three
 * statements; each statement costs the server a write to the database's socket (BENCHMARKS, '1 December
 * 2026 (evening)').
 */
const sessionWithForm = preparedOnce((db) =>
  db
    .select({
      ...sessionFields,
      form: forms,
      groupIds: groupIdsOfUserSql(sessions.orgId, users.id),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(forms, and(eq(forms.orgId, sessions.orgId), eq(forms.id, bound('formId'))))
    .where(liveSessionOf(bound('tokenHash')))
    .prepare('session_with_form'),
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
    const [row] = await sessionWithForm(db).execute({ tokenHash, formId });
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
