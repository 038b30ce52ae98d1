import { type Form, formAccessConfigSchema } from '@atrium/domain/forms/forms.schemas.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../../../../app/api-client.ts';
import { ConfirmDialog } from '../../../../ui/confirm-dialog.tsx';
import type { BuilderSources } from '../../../../ui/form-kit/builder/builder-sources.tsx';
import { FormBuilder } from '../../../../ui/form-kit/builder/form-builder.tsx';
import { useBuilderState } from '../../../../ui/form-kit/builder/use-builder-state.ts';
import { UnsavedChangesGuard } from '../../../../ui/form-kit/unsaved-changes-guard.tsx';
import {
  useAddTemplateForm,
  useTemplate,
  useTemplateForm,
  useUpdateTemplateForm,
} from '../../api/templates-setup.ts';
import { type TemplateFormsRead, templateBuilderSources } from '../shared/template-builder-sources.ts';
import { useTemplatesToast } from '../shared/use-templates-toast.ts';
import { formLabel } from './template-forms-list.tsx';
import type { PortalTemplate } from './use-portal-template.ts';

const NEW_FORM = 'new';

/** The template's forms with their fields; before its first save it has none, and nothing is loading. */
function usePortalTemplateForms(templateId: string | null): TemplateFormsRead {
  const query = useTemplate(templateId);
  const read = query.data;
  return {
    data: templateId
      ? read?.template.forms.map((form) => ({
          id: form.id,
          name: form.name,
          fields: read.fieldConfigs[form.id] ?? [],
        }))
      : [],
    isPending: Boolean(templateId) && query.isPending,
    isError: query.isError,
  };
}

interface FormBuilderTabProps {
  portal: PortalTemplate;
  /** The template form being designed, or null for a new one. */
  formId: string | null;
  onFormChange: (formId: string | null) => void;
}

/** Form Builder: 'Designing for {name}', the builder without access or form-group options. */
export function FormBuilderTab({ portal, formId, onFormChange }: FormBuilderTabProps) {
  const sources = useMemo(
    () => templateBuilderSources(usePortalTemplateForms, portal.templateId),
    [portal.templateId],
  );
  const form = useTemplateForm(portal.templateId, formId);
  const forms = portal.summary?.forms ?? [];
  // Another form replaces the one on screen: with unsaved edits, the designer is asked first.
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<string | null | undefined>(undefined);
  const choose = (next: string | null) => {
    if (dirty) setPending(next);
    else onFormChange(next);
  };

  return (
    <Stack spacing={3}>
      <TextField
        select
        label="Form to design"
        value={formId ?? NEW_FORM}
        onChange={(event) => choose(event.target.value === NEW_FORM ? null : event.target.value)}
        sx={{ maxWidth: 480 }}
      >
        <MenuItem value={NEW_FORM}>New form</MenuItem>
        {forms.map((entry, index) => (
          <MenuItem key={entry.id} value={entry.id}>
            {formLabel(index, entry.id)} · {entry.name}
          </MenuItem>
        ))}
      </TextField>
      {!formId ? (
        <TemplateFormEditor
          key={NEW_FORM}
          portal={portal}
          sources={sources}
          onSaved={onFormChange}
          onDirtyChange={setDirty}
        />
      ) : form.isPending ? (
        <LinearProgress aria-label="Loading form" />
      ) : form.isError ? (
        <Alert severity="error">{errorMessage(form.error, m.templateFormNotFound)}</Alert>
      ) : (
        <TemplateFormEditor
          key={form.data.id}
          portal={portal}
          sources={sources}
          form={form.data}
          onSaved={onFormChange}
          onDirtyChange={setDirty}
        />
      )}
      <ConfirmDialog
        open={pending !== undefined}
        title="Unsaved Changes"
        confirmLabel="Leave"
        danger
        onCancel={() => setPending(undefined)}
        onConfirm={() => {
          const next = pending ?? null;
          setPending(undefined);
          setDirty(false);
          onFormChange(next);
        }}
      >
        You have unsaved changes to this form. Do you want to open another form and lose them?
      </ConfirmDialog>
    </Stack>
  );
}

interface TemplateFormEditorProps {
  portal: PortalTemplate;
  sources: BuilderSources;
  /** The saved form; absent for a new one. */
  form?: Form;
  onSaved: (formId: string) => void;
  /** Whether the name or fields differ from what was last saved. */
  onDirtyChange: (dirty: boolean) => void;
}

function TemplateFormEditor({ portal, sources, form, onSaved, onDirtyChange }: TemplateFormEditorProps) {
  const toast = useTemplatesToast('portal');
  const add = useAddTemplateForm();
  const update = useUpdateTemplateForm();
  const state = useBuilderState({
    name: form?.name ?? '',
    fields: form?.fieldConfig ?? [],
    // Template forms take no access settings here: organisations set their own on import.
    access: formAccessConfigSchema.parse({}),
    formGroupId: null,
  });
  const pending = add.isPending || update.isPending || portal.saving;
  const saved = useRef(JSON.stringify({ name: form?.name ?? '', fields: form?.fieldConfig ?? [] }));
  const dirty = JSON.stringify({ name: state.name, fields: state.fields }) !== saved.current;
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const save = async () => {
    const body = { name: state.name.trim(), fieldConfig: state.fields };
    try {
      if (form && portal.templateId) {
        const answer = await update.mutateAsync({ templateId: portal.templateId, formId: form.id, ...body });
        saved.current = JSON.stringify({ name: state.name, fields: state.fields });
        onDirtyChange(false);
        toast.success(answer.message);
        return;
      }
      const templateId =
        portal.templateId ??
        (await portal.save({ name: portal.name.trim(), description: portal.description }));
      const added = await add.mutateAsync({ templateId, ...body });
      saved.current = JSON.stringify({ name: state.name, fields: state.fields });
      onDirtyChange(false);
      toast.success(added.message);
      onSaved(added.form.id);
    } catch (error) {
      toast.error(errorMessage(error, m.formCreationFailed));
    }
  };

  return (
    <>
      <UnsavedChangesGuard dirty={dirty && !pending} />
      <FormBuilder
        state={state}
        sources={sources}
        title={`Designing for ${portal.name.trim()}`}
        currentFormId={form?.id}
        actions={
          <Box>
            <Button variant="contained" size="large" disabled={!state.canSave || pending} onClick={save}>
              {form ? 'Save Form' : 'Add Form to Template'}
            </Button>
          </Box>
        }
      />
    </>
  );
}
