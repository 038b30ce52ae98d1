import type { Principals } from '@atrium/domain/fields/field-config.schemas.ts';
import type { FormActor } from '@atrium/domain/forms/form-permissions.ts';
import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/database.ts';
import { orgRowIs, updateOrgRow } from '../../platform/db/org-rows.ts';
import { formGroups } from '../../platform/db/schema.ts';

export type FormGroupRow = typeof formGroups.$inferSelect;

const holdsForm = (formId: string) => sql`${formGroups.forms} @> ${JSON.stringify([formId])}::jsonb`;

/** A live form group of the organisation, locked for the rest of the transaction. */
export async function lockLiveGroup(
  db: DbOrTx,
  orgId: string,
  groupId: string,
): Promise<FormGroupRow | null> {
  const [row] = await db
    .select()
    .from(formGroups)
    .where(and(orgRowIs(formGroups, orgId, groupId), eq(formGroups.isTrashed, false)))
    .for('update');
  return row ?? null;
}

/** The organisation's Default group, locked; created if an older organisation lacks it. */
export async function lockDefaultGroup(db: DbOrTx, orgId: string, createdBy: string): Promise<FormGroupRow> {
  const find = () =>
    db
      .select()
      .from(formGroups)
      .where(and(eq(formGroups.orgId, orgId), eq(formGroups.isDefault, true)))
      .for('update');
  const [found] = await find();
  if (found) return found;
  await db
    .insert(formGroups)
    .values({ orgId, name: 'Default', isDefault: true, createdBy })
    .onConflictDoNothing();
  const [created] = await find();
  if (!created) throw new Error('the Default form group could not be created');
  return created;
}

/** Ids of the groups (live or trashed) whose forms include this form. */
export async function groupIdsHolding(db: DbOrTx, orgId: string, formId: string): Promise<string[]> {
  const rows = await db
    .select({ id: formGroups.id })
    .from(formGroups)
    .where(and(eq(formGroups.orgId, orgId), holdsForm(formId)));
  return rows.map((row) => row.id);
}

/** Whether a live group shows this form to the actor, directly or through one of their user groups. */
export async function visibleInSomeGroup(
  db: DbOrTx,
  orgId: string,
  formId: string,
  actor: FormActor,
): Promise<boolean> {
  const entry = sql`${formGroups.formVisibility}->${formId}`;
  const [row] = await db
    .select({ id: formGroups.id })
    .from(formGroups)
    .where(
      and(
        eq(formGroups.orgId, orgId),
        eq(formGroups.isTrashed, false),
        holdsForm(formId),
        or(
          sql`(${entry})->'users' ? ${actor.id}`,
          sql`(${entry})->'groups' ?| array(select jsonb_array_elements_text(${JSON.stringify(actor.groupIds)}::jsonb))`,
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Every group that holds one of the forms, locked for the rest of the transaction. */
export async function lockGroupsHolding(
  db: DbOrTx,
  orgId: string,
  formIds: string[],
): Promise<FormGroupRow[]> {
  if (formIds.length === 0) return [];
  return db
    .select()
    .from(formGroups)
    .where(
      and(
        eq(formGroups.orgId, orgId),
        sql`${formGroups.forms} ?| array(select jsonb_array_elements_text(${JSON.stringify(formIds)}::jsonb))`,
      ),
    )
    .for('update');
}

export async function writeGroupForms(
  db: DbOrTx,
  group: FormGroupRow,
  values: { forms: string[]; formVisibility: Record<string, Principals>; groupVisibility: Principals },
  updatedBy: string,
): Promise<void> {
  await updateOrgRow(db, { table: formGroups, row: group, values: { ...values, updatedBy } });
}
