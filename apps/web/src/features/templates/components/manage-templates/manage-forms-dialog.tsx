import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import type { TemplateSummary } from '@atrium/domain/templates/templates.schemas.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DialogFrame } from '../../../../ui/dialog-frame.tsx';
import { useEditTemplateField, useSetTemplateForms, useTemplateDetail } from '../../api/manage-templates.ts';
import { useTemplatesToast } from '../shared/use-templates-toast.ts';
import { AddFormRow } from './add-form-row.tsx';
import { ConfigureFieldsDialog } from './configure-fields-dialog.tsx';

interface ManageFormsDialogProps {
  template: TemplateSummary | null;
  onClose: () => void;
}

/** Manage Forms & Fields: the draft's forms, inline label and required edits, and Configure Fields. */
export function ManageFormsDialog({ template, onClose }: ManageFormsDialogProps) {
  const detail = useTemplateDetail(template?.id ?? null);
  const setForms = useSetTemplateForms();
  const [configuring, setConfiguring] = useState<string | null>(null);
  const toast = useTemplatesToast('manage');
  const forms = detail.data?.forms ?? [];
  const configuringForm = forms.find((form) => form.id === configuring) ?? null;
  const hasDraft = Boolean(template && (template.hasDraft || template.draft));
  const remove = (formId: string) => {
    if (!template) return;
    const formIds = forms.map((form) => form.id).filter((id) => id !== formId);
    setForms.mutate(
      { templateId: template.id, formIds },
      {
        onSuccess: () => toast.success(m.formRemoved),
        onError: (error) => toast.failure(error, m.removeFormFailed),
      },
    );
  };
  return (
    <>
      <DialogFrame
        open={template !== null && configuring === null}
        title="Manage Forms & Fields"
        onClose={onClose}
        width="md"
        fullScreenOnPhone
        actions={<Button onClick={onClose}>Close</Button>}
      >
        {!hasDraft && <Alert severity="info">{m.createDraftFirst}</Alert>}
        {detail.isPending && <LinearProgress aria-label="Loading forms" />}
        {template && detail.isSuccess && (
          <AddFormRow templateId={template.id} formIds={forms.map((form) => form.id)} disabled={!hasDraft} />
        )}
        {forms.map((form) => (
          <Box
            component="section"
            key={form.id}
            aria-label={form.name}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}
          >
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
              <Typography component="h3" variant="subtitle1" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
                {form.name}
              </Typography>
              <Chip size="small" label={`v${form.version}`} />
              {form.changedInDraft && <Chip size="small" variant="outlined" label="Changed in draft" />}
              <Button
                size="small"
                variant="outlined"
                onClick={() => setConfiguring(form.id)}
                disabled={!hasDraft}
              >
                Configure Fields
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => remove(form.id)}
                disabled={!hasDraft || forms.length < 2}
              >
                Remove
              </Button>
            </Stack>
            {form.fields
              .filter((field) => !field.isTrashed)
              .map((field) => (
                <InlineField
                  key={field.id}
                  templateId={template?.id ?? ''}
                  formId={form.id}
                  field={field}
                  disabled={!hasDraft}
                />
              ))}
          </Box>
        ))}
      </DialogFrame>
      {template && (
        <ConfigureFieldsDialog
          templateId={template.id}
          form={configuringForm}
          onBack={() => setConfiguring(null)}
        />
      )}
    </>
  );
}

function InlineField(props: { templateId: string; formId: string; field: FieldConfig; disabled: boolean }) {
  const { templateId, formId, field, disabled } = props;
  const [label, setLabel] = useState(field.label);
  const edit = useEditTemplateField();
  const toast = useTemplatesToast('manage');
  const send = (body: { label?: string; required?: boolean }, failure: string) =>
    edit.mutate(
      { templateId, formId, fieldId: field.id, body },
      { onError: (error) => toast.failure(error, failure) },
    );
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
      <TextField
        size="small"
        label={`Label of ${field.id}`}
        value={label}
        disabled={disabled}
        onChange={(event) => setLabel(event.target.value)}
        onBlur={() => {
          if (label.trim() && label !== field.label) send({ label }, m.labelFailed);
        }}
        sx={{ flex: '1 1 200px', minWidth: 0 }}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={field.required}
            disabled={disabled}
            onChange={(event) => send({ required: event.target.checked }, m.requiredFailed)}
          />
        }
        label="Required"
      />
    </Stack>
  );
}
