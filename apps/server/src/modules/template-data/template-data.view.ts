import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import type { TemplateEntry } from '@atrium/domain/templates/template-data.contract.ts';
import {
  type TemplateDataActor,
  type TemplateFieldAccess,
  templateFieldAccess,
} from '@atrium/domain/templates/template-data-rules.ts';
import type { EntryRow } from '../entries/entries.commands.ts';
import { visibleData } from '../entries/entries.view.ts';
import { liveFields } from '../entries/entries-caller.ts';
import type { FormRow } from '../forms/forms.queries.ts';

// What leaves the server of a template form and its entries: hidden fields and their values never do.

const withAccess = (actor: TemplateDataActor, form: FormRow) =>
  liveFields(form).map((field) => ({ field, access: templateFieldAccess(actor, field) }));

const having = (actor: TemplateDataActor, form: FormRow, wanted: readonly TemplateFieldAccess[]) =>
  withAccess(actor, form)
    .filter(({ access }) => wanted.includes(access))
    .map(({ field }) => field);

/** Live fields the actor may see (edit or view). */
export const viewableFields = (actor: TemplateDataActor, form: FormRow) =>
  having(actor, form, ['edit', 'view']);

/** Live fields the actor may write; a request never writes any other. */
export const editableFields = (actor: TemplateDataActor, form: FormRow) => having(actor, form, ['edit']);

/** The fields of the entry screen: hidden ones left out, view-only ones marked read-only. */
export function entryScreenFields(actor: TemplateDataActor, form: FormRow) {
  return withAccess(actor, form)
    .filter(({ access }) => access !== 'hidden')
    .map(({ field, access }) => ({ ...field, readOnly: access === 'view' }));
}

export function toTemplateEntry(row: EntryRow, fields: readonly FieldConfig[]): TemplateEntry {
  return {
    id: row.id,
    data: visibleData(fields, row.data),
    createdBy: row.createdBy ? { id: row.createdBy, name: row.createdByName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
