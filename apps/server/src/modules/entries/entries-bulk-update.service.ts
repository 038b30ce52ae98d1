import { entryMessages as m } from '@atrium/domain/entries/entries.messages.ts';
import { isEmptyValue } from '@atrium/domain/entries/entry-value-checks.ts';
import { validateEntryValues } from '@atrium/domain/entries/entry-values.ts';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { badRequest, notFound, validationFailed } from '../../platform/http/errors.ts';
import { lockEntries } from './entries.repo.ts';
import { applyChange, entriesChanged, requireUpdatable } from './entries.service.ts';
import { type EntriesDeps, entriesCaller, formOf, liveFields } from './entries-caller.ts';
import { sanitizeValues } from './entry-sanitize.ts';
import { refuseLockedFields, requireUniqueValues } from './entry-writes.ts';

/**
 * Sets one field to one value in several entries, all or nothing: the value is checked as the field's own,
 * and every entry must be one the caller may update. Table and file fields are not updatable from here.
 */
export async function bulkUpdateEntries(
  deps: EntriesDeps,
  auth: AuthContext,
  formId: string,
  input: { ids: string[]; fieldId: string; value: unknown },
) {
  const caller = await entriesCaller(deps.db, auth);
  const form = await formOf(deps.db, caller, formId, { forWrite: true });
  const field = liveFields(form).find((candidate) => candidate.id === input.fieldId);
  if (!field) throw badRequest(m.unknownField);
  if (field.type === 'table' || field.type === 'file') throw badRequest(m.notUpdatable);
  refuseLockedFields(caller, form, [field.id]);
  if (isEmptyValue(field, input.value) && field.type !== 'checkbox' && field.type !== 'toggle')
    throw validationFailed(m.fixUpdateErrors, { [field.id]: m.required });
  const { values, errors } = validateEntryValues([field], { [field.id]: input.value }, { partial: true });
  if (Object.keys(errors).length > 0) throw validationFailed(m.fixUpdateErrors, errors);
  sanitizeValues([field], values);
  const wanted = [...new Set(input.ids)];
  if (wanted.length > 1 && (field.uniqueWithCase || field.uniqueWithoutCase))
    throw validationFailed(m.fixUpdateErrors, { [field.id]: m.notUnique });
  await deps.db.transaction(async (tx) => {
    const rows = await lockEntries(tx, caller.orgId, formId, wanted);
    if (rows.length !== wanted.length) throw notFound(m.entryNotFound);
    for (const row of rows) requireUpdatable(caller, form, row);
    await requireUniqueValues(tx, caller, form, values, {
      message: m.fixUpdateErrors,
      exceptId: rows[0]?.id,
    });
    for (const row of rows) await applyChange(tx, caller, form, row, values);
  });
  entriesChanged(deps.db, caller, formId);
  return { message: m.updatedCount(wanted.length) };
}
