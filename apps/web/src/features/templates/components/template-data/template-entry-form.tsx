import { entryMessages } from '@atrium/domain/entries/entries.messages.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../app/paths.ts';
import { writableFields } from '../../../../ui/form-kit/entry-values.ts';
import { FieldInput } from '../../../../ui/form-kit/inputs/field-input.tsx';
import { deleteDraft, type LocalDraft, saveDraft } from '../../../../ui/form-kit/local-drafts.ts';
import { UnsavedChangesGuard } from '../../../../ui/form-kit/unsaved-changes-guard.tsx';
import { useEntryForm } from '../../../../ui/form-kit/use-entry-form.ts';
import type { TemplateFormAt } from '../../api/template-data.ts';
import { useTemplatesToast } from '../shared/use-templates-toast.ts';
import { TemplateDraftsMenu } from './template-drafts-menu.tsx';
import { entryFieldsOf, type TemplateEntryField } from './template-entry-fields.ts';
import { TemplateImportDialog } from './template-import-dialog.tsx';
import { TemplateInputSources } from './template-input-sources.tsx';
import { useSubmitTemplateEntry } from './use-submit-template-entry.ts';

interface TemplateEntryFormProps {
  at: TemplateFormAt;
  form: { id: string; name: string; fields: TemplateEntryField[] };
}

/** The template form's fields by type, with Submit, Save as Draft, the drafts, Import Data and the data link. */
export function TemplateEntryForm({ at, form }: TemplateEntryFormProps) {
  const toast = useTemplatesToast('other');
  const fields = useMemo(() => entryFieldsOf(form.fields), [form.fields]);
  const writable = useMemo(() => writableFields(fields), [fields]);
  const drafts = useMemo(
    () => ({
      save: (values: LocalDraft['values'], id?: string) =>
        saveDraft({ id, formId: form.id, formName: form.name, values }),
      remove: deleteDraft,
    }),
    [form.id, form.name],
  );
  const state = useEntryForm(fields, drafts);
  const { submit, submitting } = useSubmitTemplateEntry(at);
  const [importing, setImporting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const dataPath = paths.templateFormDataOf(at.templateId, at.formId);

  const onSubmit = () =>
    submit({
      fields: writable,
      values: state.values,
      check: state.check,
      setErrors: state.setErrors,
      onSubmitted: () => {
        state.submitted();
        setSubmitted(true);
      },
    });

  const onSaveDraft = () => {
    try {
      state.draft.save();
      toast.success(m.draftSaved);
    } catch {
      toast.error(entryMessages.draftSaveFailed);
    }
  };

  return (
    <Box component="section" aria-label={`Enter data into ${form.name}`} sx={{ minWidth: 0 }}>
      <UnsavedChangesGuard dirty={state.dirty && !submitting} />
      <Box
        component="form"
        noValidate
        aria-label={form.name}
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
        sx={{ display: 'grid', gap: 2.5, minWidth: 0 }}
      >
        <TemplateInputSources templateId={at.templateId}>
          {fields.map(({ field, editable, lockedBecause }) => (
            <Box key={field.id} sx={{ minWidth: 0 }}>
              <FieldInput
                id={`field-${field.id}`}
                field={field}
                formId={form.id}
                value={state.values[field.id]}
                onChange={(next) => {
                  setSubmitted(false);
                  state.setField(field.id, next);
                }}
                errors={state.errors}
                helperText={field.helpText}
                disabled={!editable}
              />
              {lockedBecause && (
                <Box
                  component="p"
                  sx={{ typography: 'caption', color: 'text.secondary', mt: 0.5, mx: 1.75, mb: 0 }}
                >
                  {lockedBecause}
                </Box>
              )}
            </Box>
          ))}
        </TemplateInputSources>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <Button type="submit" variant="contained" disabled={submitting || fields.length === 0}>
            Submit
          </Button>
          <Button variant="outlined" onClick={onSaveDraft} disabled={submitting || fields.length === 0}>
            Save as Draft
          </Button>
          <TemplateDraftsMenu
            formId={form.id}
            openId={state.draft.open?.id ?? null}
            onOpen={state.draft.resume}
          />
          <Button variant="outlined" onClick={() => setImporting(true)}>
            Import Data
          </Button>
          <Button component={RouterLink} to={dataPath} variant="text">
            View Form Data
          </Button>
        </Box>
      </Box>
      {submitted && (
        <Alert
          severity="success"
          sx={{ mt: 2 }}
          action={
            <Button component={RouterLink} to={dataPath} color="inherit" size="small">
              View data
            </Button>
          }
        >
          {m.templateFormSubmitted}
        </Alert>
      )}
      <TemplateImportDialog
        open={importing}
        at={at}
        onClose={() => setImporting(false)}
        onImported={() => setSubmitted(false)}
      />
    </Box>
  );
}
