import type { Principals } from '@atrium/domain/fields/field-config.schemas.ts';
import { deriveGroupVisibility } from '@atrium/domain/form-groups/form-group-permissions.ts';
import { formPeopleRefusals } from '@atrium/domain/form-groups/form-group-rules.ts';
import { formGroupMessages as m } from '@atrium/domain/form-groups/form-groups.messages.ts';
import type { SaveFormGroup } from '@atrium/domain/form-groups/form-groups.schemas.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { namedPeopleKnown } from '../people/people-directory.repo.ts';
import { type FormGroupRow, type GroupContent, groupNameInUse } from './form-groups.repo.ts';
import { formsById } from './form-groups-lookups.repo.ts';

const refuse = (field: string, message: string) => badRequest(message, { [field]: message });

/** A form listed twice keeps its first place and lists. */
function distinctForms(input: SaveFormGroup) {
  const seen = new Set<string>();
  return input.forms.filter((form) => !seen.has(form.formId) && seen.add(form.formId));
}

async function requireName(db: DbOrTx, orgId: string, name: string, current: FormGroupRow | null) {
  if (current?.isDefault && name !== current.name) throw refuse('name', m.defaultNameFixed);
  if (await groupNameInUse(db, orgId, name, current?.id)) throw refuse('name', m.nameTaken);
}

/**
 * Every chosen form is a live form of the organisation; a form that was trashed while in the group may stay,
 * so an edit of such a group still saves (docs/decisions/0012).
 */
async function requireForms(
  db: DbOrTx,
  orgId: string,
  chosen: ReturnType<typeof distinctForms>,
  current: FormGroupRow | null,
) {
  const kept = new Set(current?.forms ?? []);
  const known = await formsById(
    db,
    orgId,
    chosen.map((form) => form.formId),
  );
  const usable = (id: string) => {
    const form = known.get(id);
    return form !== undefined && (!form.isTrashed || kept.has(id));
  };
  if (chosen.some((form) => !usable(form.formId))) throw refuse('forms', m.unknownForms);
  const [unnamed] = Object.values(formPeopleRefusals(chosen, (id) => known.get(id)?.name ?? ''));
  if (unnamed) throw refuse('forms', unnamed);
}

/** People newly named must be active users and live user groups; those already named may stay. */
async function requirePeople(db: DbOrTx, orgId: string, wanted: Principals, current: FormGroupRow | null) {
  const already = Object.values(current?.formVisibility ?? {});
  const kept = { users: already.flatMap((p) => p.users), groups: already.flatMap((p) => p.groups) };
  if (!(await namedPeopleKnown(db, orgId, wanted, kept))) throw refuse('people', m.unknownPeople);
}

/**
 * Checks a group to be saved in the spec's order (name, forms, each form's people, group visibility) and
 * returns what to store: the form ids in order, who sees each form, and the derived group visibility.
 */
export async function checkedGroupContent(
  db: DbOrTx,
  orgId: string,
  input: SaveFormGroup,
  current: FormGroupRow | null,
): Promise<GroupContent> {
  const chosen = distinctForms(input);
  await requireName(db, orgId, input.name, current);
  await requireForms(db, orgId, chosen, current);
  const perForm = chosen.map((form) => ({
    users: [...new Set(form.users)],
    groups: [...new Set(form.groups)],
  }));
  const groupVisibility = deriveGroupVisibility(perForm);
  await requirePeople(db, orgId, groupVisibility, current);
  if (groupVisibility.users.length === 0 && groupVisibility.groups.length === 0) {
    throw refuse('groupVisibility', m.visibilityRequired);
  }
  return {
    name: input.name,
    forms: chosen.map((form) => form.formId),
    formVisibility: Object.fromEntries(chosen.map((form, i) => [form.formId, perForm[i] ?? form])),
    groupVisibility,
  };
}
