import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PeopleOptions } from '../access/people-options.ts';
import { FormPeopleSection } from './form-people-section.tsx';
import { type FormChoice, FormsChooser } from './forms-chooser.tsx';
import type { DraftErrors, DraftForm, GroupDraft } from './group-draft.ts';
import { GroupVisibilitySummary } from './group-visibility-summary.tsx';

interface GroupEditorProps {
  draft: GroupDraft;
  onChange: (draft: GroupDraft) => void;
  /** Shown once the user tried to save. */
  errors: DraftErrors | null;
  people: PeopleOptions;
  formChoices: readonly FormChoice[];
  loadingForms?: boolean;
  readOnly?: boolean;
  /** 'access' edits only who sees each form (the access configuration dialog); 'full' also the name and forms. */
  mode?: 'full' | 'access';
  /** Why the name may not change (the Default group keeps its name), or undefined when it may. */
  nameLockedReason?: string;
  /** Focus the name when the editor opens. */
  autoFocus?: boolean;
}

/** Name, forms to include, each form's users and user groups, and the derived group visibility. */
export function GroupEditor(props: GroupEditorProps) {
  const { draft, onChange, errors, people, readOnly, mode = 'full' } = props;
  const chooseForms = (chosen: FormChoice[]) => {
    const kept = new Map(draft.forms.map((form) => [form.formId, form]));
    const forms = chosen.map(
      (choice): DraftForm =>
        kept.get(choice.id) ?? {
          formId: choice.id,
          formName: choice.name,
          ownerId: choice.ownerId,
          isTrashed: false,
          users: [],
          groups: [],
        },
    );
    onChange({ ...draft, forms });
  };
  const changeForm = (next: DraftForm) =>
    onChange({ ...draft, forms: draft.forms.map((form) => (form.formId === next.formId ? next : form)) });

  return (
    <Box sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}>
      {mode === 'full' && (
        <>
          <TextField
            label="Form Group Name"
            required
            autoFocus={props.autoFocus}
            value={draft.name}
            onChange={(event) => onChange({ ...draft, name: event.target.value })}
            error={Boolean(errors?.name)}
            helperText={errors?.name ?? props.nameLockedReason}
            slotProps={{
              htmlInput: { maxLength: 200, readOnly: readOnly || Boolean(props.nameLockedReason) },
            }}
          />
          <FormsChooser
            options={props.formChoices}
            value={draft.forms.map((form) => form.formId)}
            knownNames={new Map(draft.forms.map((form) => [form.formId, form.formName]))}
            onChange={chooseForms}
            error={errors?.forms}
            loading={props.loadingForms}
            disabled={readOnly}
          />
        </>
      )}
      {draft.forms.length > 0 && (
        <Box component="section" aria-label="Access per form" sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            Users and user groups per form
          </Typography>
          {draft.forms.map((form) => (
            <FormPeopleSection
              key={form.formId}
              form={form}
              people={people}
              onChange={changeForm}
              error={errors?.perForm[form.formId]}
              readOnly={readOnly}
            />
          ))}
        </Box>
      )}
      <GroupVisibilitySummary forms={draft.forms} people={people} error={errors?.visibility} />
    </Box>
  );
}
