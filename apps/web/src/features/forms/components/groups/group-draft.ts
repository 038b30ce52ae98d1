import { deriveGroupVisibility } from '@atrium/domain/form-groups/form-group-permissions.ts';
import { formPeopleRefusals } from '@atrium/domain/form-groups/form-group-rules.ts';
import { formGroupMessages as m } from '@atrium/domain/form-groups/form-groups.messages.ts';
import {
  type FormGroup,
  type SaveFormGroupInput,
  saveFormGroupSchema,
} from '@atrium/domain/form-groups/form-groups.schemas.ts';
import { isApiError } from '../../../../app/api-client.ts';

/** One chosen form with who may see it inside the group. */
export interface DraftForm {
  formId: string;
  formName: string;
  /** The form owner's user id: needs no selection, so the picker shows them disabled. */
  ownerId: string | null;
  isTrashed: boolean;
  users: string[];
  groups: string[];
}

export interface GroupDraft {
  name: string;
  forms: DraftForm[];
}

export interface DraftErrors {
  name?: string;
  forms?: string;
  /** 'Assign users or user groups for {form name}', by form id. */
  perForm: Record<string, string>;
  visibility?: string;
}

export const EMPTY_DRAFT: GroupDraft = { name: '', forms: [] };

export function draftOf(group: FormGroup): GroupDraft {
  return {
    name: group.name,
    forms: group.forms.map((form) => ({
      formId: form.formId,
      formName: form.formName,
      ownerId: form.owner,
      isTrashed: form.isTrashed,
      users: [...form.users],
      groups: [...form.groups],
    })),
  };
}

export function toSaveBody(draft: GroupDraft): SaveFormGroupInput {
  return {
    name: draft.name.trim(),
    forms: draft.forms.map(({ formId, users, groups }) => ({ formId, users, groups })),
  };
}

/**
 * The checks of forms spec §5 in its order: the name and the forms through the contract's schema, then each
 * form's people, then the derived group visibility. Null when the draft may be saved.
 */
export function validateDraft(draft: GroupDraft): DraftErrors | null {
  const errors: DraftErrors = { perForm: {} };
  const parsed = saveFormGroupSchema.safeParse(toSaveBody(draft));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.path[0] === 'name') errors.name ??= issue.message;
      if (issue.path[0] === 'forms' && issue.path.length === 1) errors.forms ??= issue.message;
    }
  }
  const names = new Map(draft.forms.map((form) => [form.formId, form.formName]));
  errors.perForm = formPeopleRefusals(draft.forms, (id) => names.get(id) ?? '');
  const visibility = deriveGroupVisibility(draft.forms);
  if (draft.forms.length > 0 && visibility.users.length + visibility.groups.length === 0) {
    errors.visibility = m.visibilityRequired;
  }
  const failed = errors.name || errors.forms || errors.visibility || Object.keys(errors.perForm).length > 0;
  return failed ? errors : null;
}

/** The server's refusals that belong under an input of the editor, or null when it gave none of them. */
export function serverDraftErrors(error: unknown): DraftErrors | null {
  const fields = isApiError(error) ? error.fields : undefined;
  if (!fields) return null;
  const errors: DraftErrors = {
    perForm: {},
    name: fields.name,
    forms: fields.forms,
    visibility: fields.groupVisibility,
  };
  return errors.name || errors.forms || errors.visibility ? errors : null;
}
