import type { FieldConfig, Principals } from '@atrium/domain/fields/field-config.schemas.ts';
import { dataAccessConflicts } from '@atrium/domain/forms/form-permissions.ts';
import { formMessages as m } from '@atrium/domain/forms/forms.messages.ts';
import type { FormAccessConfig } from '@atrium/domain/forms/forms.schemas.ts';
import type { DbOrTx } from '../../platform/db/database.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { namedPeopleKnown } from '../people/people-directory.repo.ts';
import { catalogueRows } from './forms.repo.ts';

type PeopleFacts = Pick<FormAccessConfig, 'owner' | 'editFormConfig' | 'formDataAccess'>;

/** Everyone an access configuration names: the owner, the configuration editors and the nine data lists. */
export function peopleNamedIn(access: PeopleFacts): Principals {
  const lists = [access.editFormConfig, ...Object.values(access.formDataAccess)];
  return {
    users: [...new Set([...(access.owner ? [access.owner] : []), ...lists.flatMap((list) => list.users)])],
    groups: [...new Set(lists.flatMap((list) => list.groups))],
  };
}

/**
 * Only active users and live user groups of the organisation may be named; people the stored configuration
 * already names may stay (a user blocked later does not make the form unsavable).
 */
export async function requireKnownPeople(
  db: DbOrTx,
  orgId: string,
  access: PeopleFacts,
  current?: PeopleFacts,
): Promise<void> {
  await requireKnownPrincipals(
    db,
    orgId,
    peopleNamedIn(access),
    current ? peopleNamedIn(current) : undefined,
  );
}

/** Everyone the locks of live fields name, as viewers or editors. */
export function peopleNamedInLocks(fields: readonly FieldConfig[]): Principals {
  const lists = fields
    .filter((field) => !field.isTrashed && field.userLock)
    .flatMap((field) => [field.viewAccess, field.editAccess]);
  return {
    users: [...new Set(lists.flatMap((list) => list.users))],
    groups: [...new Set(lists.flatMap((list) => list.groups))],
  };
}

/** Field locks follow the same rule as the access configuration. */
export async function requireKnownLockPeople(
  db: DbOrTx,
  orgId: string,
  fields: readonly FieldConfig[],
  previous?: readonly FieldConfig[],
): Promise<void> {
  await requireKnownPrincipals(
    db,
    orgId,
    peopleNamedInLocks(fields),
    previous && peopleNamedInLocks(previous),
  );
}

async function requireKnownPrincipals(
  db: DbOrTx,
  orgId: string,
  named: Principals,
  kept?: Principals,
): Promise<void> {
  if (!(await namedPeopleKnown(db, orgId, named, kept))) throw badRequest(m.unknownPeople);
}

export function requireNoConflicts(access: Pick<FormAccessConfig, 'formDataAccess'>): void {
  const conflicts = dataAccessConflicts(access.formDataAccess);
  if (conflicts.length > 0) {
    throw badRequest(m.conflictingAccess, Object.fromEntries(conflicts.map(([a, b]) => [b, `${a}/${b}`])));
  }
}

interface ForeignKeyRef {
  formId: string;
  fieldId: string;
}

function foreignKeysOf(fields: readonly FieldConfig[]): ForeignKeyRef[] {
  return fields
    .filter((field) => !field.isTrashed)
    .flatMap((field) => [field.options, ...field.columns.map((column) => column.options)])
    .flatMap((options) => (options?.kind === 'foreignKey' ? [options] : []));
}

const refKey = (ref: ForeignKeyRef) => `${ref.formId}/${ref.fieldId}`;

/**
 * A foreign key must point to a live form of the organisation and a live field of it. Keys the stored
 * configuration already holds are not checked again, so trashing a referenced form never blocks other edits.
 */
export async function requireKnownForeignKeys(
  db: DbOrTx,
  orgId: string,
  fields: readonly FieldConfig[],
  previous: readonly FieldConfig[] = [],
): Promise<void> {
  const known = new Set(foreignKeysOf(previous).map(refKey));
  const wanted = foreignKeysOf(fields).filter((ref) => !known.has(refKey(ref)));
  if (wanted.length === 0) return;
  // A form id that is no uuid cannot exist; asking the database would fail on the cast.
  const uuidLike = /^[0-9a-f-]{36}$/i;
  if (wanted.some((ref) => !uuidLike.test(ref.formId))) throw badRequest(m.unknownForeignForm);
  const rows = await catalogueRows(db, orgId, { formIds: [...new Set(wanted.map((ref) => ref.formId))] });
  const fieldsByForm = new Map(rows.map((row) => [row.id, new Set(row.fields.map((field) => field.id))]));
  if (wanted.some((ref) => !fieldsByForm.get(ref.formId)?.has(ref.fieldId))) {
    throw badRequest(m.unknownForeignForm);
  }
}

/** Fields that were saved before and are missing now are kept, flagged removed: a form never drops a field. */
export function keepRemovedFields(
  previous: readonly FieldConfig[],
  next: readonly FieldConfig[],
): FieldConfig[] {
  const present = new Set(next.map((field) => field.id));
  const dropped = previous.filter((field) => !present.has(field.id));
  return [...next, ...dropped.map((field) => ({ ...field, isTrashed: true }))];
}

export const liveFieldCount = (fields: readonly FieldConfig[]) => fields.filter((f) => !f.isTrashed).length;
