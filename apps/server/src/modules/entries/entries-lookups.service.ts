import { entryMessages as m } from '@atrium/domain/entries/entries.messages.ts';
import { PREFILL_LIMIT, SAMPLE_LIMIT } from '@atrium/domain/entries/entries.schemas.ts';
import { canViewField, viewScope } from '@atrium/domain/entries/entry-permissions.ts';
import { fallbackKey } from '@atrium/domain/entries/entry-values.ts';
import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import type { PrefillMatch } from '@atrium/domain/fields/field-type-parts.ts';
import { FIELD_TYPE_REGISTRY } from '@atrium/domain/fields/field-types.ts';
import { foreignKeyOf } from '@atrium/domain/fields/foreign-keys.ts';
import { canEnterData } from '@atrium/domain/forms/form-permissions.ts';
import { or, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/sessions.ts';
import { likePattern } from '../../platform/db/like-pattern.ts';
import { entries } from '../../platform/db/schema.ts';
import { badRequest } from '../../platform/http/errors.ts';
import type { FormRow } from '../forms/forms.queries.ts';
import { orgForm } from '../forms/forms.queries.ts';
import { type EntryRow, valueText } from './entries.repo.ts';
import { readScope } from './entries.service.ts';
import { entryView, viewableFields } from './entries.view.ts';
import { type EntriesCaller, type EntriesDeps, entriesCaller, formOf, liveFields } from './entries-caller.ts';
import { distinctValues, FOREIGN_OPTIONS_LIMIT, newestLiveEntries } from './entries-query.repo.ts';
import { numberOf } from './entry-filters.sql.ts';
import { foreignFallbacksOf } from './foreign-fallbacks.ts';

const dataOf = (field: FieldConfig) => sql`${entries.data} -> ${field.id}::text`;

/** Entries as the reader sees them, foreign-key fallbacks included. */
async function entryViews(
  deps: EntriesDeps,
  caller: EntriesCaller,
  form: FormRow,
  fields: readonly FieldConfig[],
  rows: readonly EntryRow[],
) {
  const shown = await foreignFallbacksOf(
    deps.db,
    caller.orgId,
    fields,
    rows.map((row) => row.data),
  );
  return rows.map((row) => entryView(row, caller, form, fields, shown));
}

/** The prefill match per kind of its field's type (forms spec §7). */
const PREFILL_SQL: Record<PrefillMatch, (field: FieldConfig, term: string) => SQL | null> = {
  startsWith: (field, term) =>
    sql`${entries.data} ->> ${field.id}::text ilike ${likePattern(term, 'prefix')}`,
  number: (field, term) => {
    const number = Number(term);
    return term.trim() !== '' && Number.isFinite(number) ? sql`${numberOf(field.id)} = ${number}` : null;
  },
  option: (field, term) =>
    sql`(${valueText(field.id)} = ${term} or ${entries.data} ->> ${fallbackKey(field.id)}::text = ${term})`,
  anyOption: (field, term) =>
    sql`exists (select 1 from jsonb_array_elements(case when jsonb_typeof(${dataOf(field)}) = 'array' then ${dataOf(field)} else '[]'::jsonb end) as item
                where coalesce(item ->> 'value', item #>> '{}') = ${term})`,
  boolean: (field, term) =>
    term === 'true' || term === 'false' ? sql`${dataOf(field)} = ${term}::jsonb` : null,
};

/** The prefill match of one field; null when its type is skipped. */
function prefillMatch(field: FieldConfig, term: string): SQL | null {
  const match = FIELD_TYPE_REGISTRY[field.type].prefill;
  return match ? PREFILL_SQL[match](field, term) : null;
}

export async function prefillEntries(deps: EntriesDeps, auth: AuthContext, formId: string, search: string) {
  const caller = await entriesCaller(deps.db, auth);
  const form = await formOf(deps.db, caller, formId);
  const scope = readScope(caller, form);
  const fields = viewableFields(caller, form);
  const matches = fields.map((field) => prefillMatch(field, search)).filter((match) => match !== null);
  if (matches.length === 0) return { entries: [] };
  const where = { orgId: caller.orgId, formId, createdBy: scope.createdBy };
  const rows = await newestLiveEntries(deps.db, where, or(...matches), PREFILL_LIMIT);
  return { entries: await entryViews(deps, caller, form, fields, rows) };
}

/** Sample data for the entry screen: nothing (not a refusal) for a writer who may not view entries. */
export async function sampleEntries(deps: EntriesDeps, auth: AuthContext, formId: string) {
  const caller = await entriesCaller(deps.db, auth);
  const form = await formOf(deps.db, caller, formId);
  const scope = viewScope(caller.actor, form);
  if (scope.kind === 'none') return { entries: [] };
  const fields = viewableFields(caller, form);
  const where = { orgId: caller.orgId, formId, createdBy: scope.kind === 'self' ? caller.userId : undefined };
  const rows = await newestLiveEntries(deps.db, where, undefined, SAMPLE_LIMIT);
  return { entries: await entryViews(deps, caller, form, fields, rows) };
}

/**
 * Options of a foreign-key field or table column: the values of the foreign field in live entries of the
 * foreign form, deduplicated. Offered to whoever may enter or view data of this form; a foreign field locked
 * from the caller offers nothing.
 */
export async function foreignOptions(
  deps: EntriesDeps,
  auth: AuthContext,
  ids: { formId: string; fieldId: string; columnId?: string },
  search: string,
) {
  const caller = await entriesCaller(deps.db, auth);
  const form = await formOf(deps.db, caller, ids.formId);
  const field = liveFields(form).find((candidate) => candidate.id === ids.fieldId);
  const foreignKey = foreignKeyOf(field, ids.columnId);
  if (!foreignKey) throw badRequest(m.unknownField);
  if (!canEnterData(caller.actor, form) && viewScope(caller.actor, form).kind === 'none')
    return { options: [], canAddOption: false };
  const { formId: foreignFormId, fieldId: foreignFieldId, isReferencedValue } = foreignKey;
  const foreign = await orgForm(deps.db, caller.orgId, foreignFormId).catch(() => null);
  const foreignField = foreign
    ? liveFields(foreign).find((candidate) => candidate.id === foreignFieldId)
    : null;
  if (!foreign || !foreignField || !canViewField(caller.actor, foreign, foreignField))
    return { options: [], canAddOption: false };
  const options = await distinctValues(
    deps.db,
    { orgId: caller.orgId, formId: foreign.id },
    foreignField.id,
    search,
    FOREIGN_OPTIONS_LIMIT,
  );
  const canAddOption = isReferencedValue && !foreign.isTrashed && canEnterData(caller.actor, foreign);
  return { options, canAddOption };
}
