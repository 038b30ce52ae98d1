import { canEditField, canViewField } from '@atrium/domain/entries/entry-permissions.ts';
import type { FormActor, FormFacts } from '@atrium/domain/forms/form-permissions.ts';
import type { Form } from '@atrium/domain/forms/forms.schemas.ts';
import type { EntryField } from '../../../../ui/form-kit/entry-values.ts';

/** The rules read the owner as an id; the form as the API returns it names the owner. */
export const factsOf = (form: Form): FormFacts => ({ ...form, owner: form.owner?.id ?? null });

const LOCKED = "You don't have permission to enter data in this field";

/** The live fields the reader may see, in order, with whether each may be written. */
export function entryFields(form: Form, actor: FormActor): EntryField[] {
  const facts = factsOf(form);
  return form.fieldConfig
    .filter((field) => !field.isTrashed && canViewField(actor, facts, field))
    .map((field) => {
      const mayEdit = canEditField(actor, facts, field);
      return { field, editable: mayEdit && !field.strictReadOnly, lockedBecause: mayEdit ? null : LOCKED };
    });
}
