import { APP } from '@atrium/domain/access/apps.catalogue.ts';
import { viewScope } from '@atrium/domain/entries/entry-permissions.ts';
import type { EntryPreferences } from '@atrium/domain/entries/entry-preferences.contract.ts';
import { formMessages } from '@atrium/domain/forms/forms.messages.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import type { Db } from '../../platform/db/database.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { formCaller } from '../forms/form-actor.ts';
import { findFormFacts, findPreferences, upsertPreferences } from './entry-preferences.repo.ts';

export interface PreferencesDeps {
  db: Db;
}

/**
 * Preferences belong to a reader of the form: an organisation session, the data app open, the form in the
 * caller's organisation (else 404) and data of it viewable by them (else 403 with the spec's reason).
 */
async function requireReader(deps: PreferencesDeps, auth: AuthContext, formId: string): Promise<string> {
  const caller = await formCaller(deps.db, auth, APP.data);
  const form = await findFormFacts(deps.db, caller.orgId, formId);
  if (!form) throw notFound(formMessages.notFound);
  const scope = viewScope(caller.actor, form);
  if (scope.kind === 'none') throw forbidden(scope.reason);
  return caller.userId;
}

export async function readPreferences(
  deps: PreferencesDeps,
  auth: AuthContext,
  formId: string,
): Promise<EntryPreferences> {
  const userId = await requireReader(deps, auth, formId);
  return findPreferences(deps.db, userId, formId);
}

/** Replaces both lists at once: the web sends the lists as the user now wants them. */
export async function replacePreferences(
  deps: PreferencesDeps,
  auth: AuthContext,
  formId: string,
  lists: EntryPreferences,
): Promise<EntryPreferences> {
  const userId = await requireReader(deps, auth, formId);
  return upsertPreferences(deps.db, userId, formId, lists);
}
