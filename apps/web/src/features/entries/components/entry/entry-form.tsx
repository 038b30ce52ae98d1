import { entryMessages as m } from '@atrium/domain/entries/entries.messages.ts';
import type { Entry } from '@atrium/domain/entries/entries.schemas.ts';
import type { Form } from '@atrium/domain/forms/forms.schemas.ts';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useMemo, useState } from 'react';
import { writableFields } from '../../../../ui/form-kit/entry-values.ts';
import { deleteDraft, type LocalDraft, saveDraft } from '../../../../ui/form-kit/local-drafts.ts';
import { UnsavedChangesGuard } from '../../../../ui/form-kit/unsaved-changes-guard.tsx';
import { useEntryForm } from '../../../../ui/form-kit/use-entry-form.ts';
import { useFormActor } from '../../api/entry-form.api.ts';
import { EntryActions, type EntryDialog } from './entry-actions.tsx';
import { EntryDialogs } from './entry-dialogs.tsx';
import { EntryFieldRow } from './entry-field-row.tsx';
import { entryFields } from './entry-fields.ts';
import { useEntryToast } from './entry-toast.ts';
import { SamplesPanel } from './samples-panel.tsx';
import { useSubmitEntry } from './use-submit-entry.ts';
import { ViewFormDataLink } from './view-form-data-link.tsx';

export interface EntryFormProps {
  form: Form;
  formGroupId?: string;
  /** Inside another screen's dialog ('Add New Option'): only the fields and Submit. */
  embedded?: boolean;
  onCreated?: (entry: Entry) => void;
}

/** The fields of a form being filled in, with Submit, drafts, prefill, samples and import. */
export function EntryForm({ form, formGroupId, embedded = false, onCreated }: EntryFormProps) {
  const actor = useFormActor();
  const toast = useEntryToast();
  const fields = useMemo(() => entryFields(form, actor), [form, actor]);
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
  const { submit, submitting, progress } = useSubmitEntry(form.id);
  const [dialog, setDialog] = useState<EntryDialog | null>(null);
  const [linkTo, setLinkTo] = useState<'group' | 'form-data' | null>(null);

  const onSubmit = () =>
    submit({
      formId: form.id,
      fields: writable,
      values: state.values,
      check: state.check,
      setErrors: state.setErrors,
      fromDraft: state.draft.open !== null,
      onSubmitted: (entry) => {
        state.submitted();
        setLinkTo(formGroupId ? 'group' : 'form-data');
        onCreated?.(entry);
      },
    });

  const onSaveDraft = () => {
    try {
      state.draft.save();
      toast.success(m.draftSaved);
    } catch {
      toast.error(m.draftSaveFailed);
    }
  };

  return (
    <Box component="section" aria-label={embedded ? `Enter data into ${form.name}` : undefined}>
      {!embedded && <UnsavedChangesGuard dirty={state.dirty} />}
      {!embedded && (
        <SamplesPanel
          formId={form.id}
          fields={fields.map((item) => item.field)}
          onUse={(entry) => {
            state.fill(entry.data);
            toast.success(m.samplesLoaded);
          }}
        />
      )}
      <Box
        component="form"
        noValidate
        aria-label={form.name}
        onSubmit={(event) => {
          event.preventDefault();
          // An embedded form ('Add New Option') sits in a portal, but React still bubbles its submit to the
          // form around it; that one must not submit too.
          event.stopPropagation();
          void onSubmit();
        }}
        sx={{ display: 'grid', gap: 2.5 }}
      >
        {fields.map((item) => (
          <EntryFieldRow
            key={item.field.id}
            formId={form.id}
            item={item}
            value={state.values[item.field.id]}
            errors={state.errors}
            onChange={state.setField}
          />
        ))}
        {progress !== null && (
          <LinearProgress variant="determinate" value={progress} aria-label="Uploading files" />
        )}
        <EntryActions
          embedded={embedded}
          submitting={submitting}
          hasFields={fields.length > 0}
          onSaveDraft={onSaveDraft}
          onOpen={setDialog}
        />
      </Box>
      {linkTo && (
        <ViewFormDataLink formId={form.id} formGroupId={linkTo === 'group' ? formGroupId : undefined} />
      )}
      {!embedded && (
        <EntryDialogs
          form={form}
          fields={fields}
          open={dialog}
          onClose={() => setDialog(null)}
          onPrefill={(entry) => {
            state.fill(entry.data);
            setDialog(null);
            toast.success(m.prefilled);
          }}
          onOpenDraft={(draft) => {
            state.draft.resume(draft);
            setDialog(null);
          }}
          onImported={() => {
            state.markClean();
            setLinkTo('form-data');
          }}
        />
      )}
    </Box>
  );
}
