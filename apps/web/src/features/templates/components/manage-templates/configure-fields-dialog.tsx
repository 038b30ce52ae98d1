import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { newField } from '@atrium/domain/fields/field-rules.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../../../app/api-client.ts';
import { DialogFrame } from '../../../../ui/dialog-frame.tsx';
import { BuilderSourcesProvider } from '../../../../ui/form-kit/builder/builder-sources.tsx';
import { FieldDialog } from '../../../../ui/form-kit/builder/field-dialog.tsx';
import { useSaveTemplateFields, useTemplateDetail } from '../../api/manage-templates.ts';
import { templateBuilderSources } from '../shared/template-builder-sources.ts';
import { useTemplatesToast } from '../shared/use-templates-toast.ts';

const NOBODY = { users: [], groups: [] };

/** The field editor reads the template's working forms (foreign keys point within the template). */
function useDetailForms(templateId: string | null) {
  const detail = useTemplateDetail(templateId);
  return { data: detail.data?.forms, isPending: detail.isPending, isError: detail.isError };
}

interface ConfigureFieldsDialogProps {
  templateId: string;
  form: { id: string; name: string; fields: FieldConfig[] } | null;
  onBack: () => void;
}

/** Configure Fields: active fields and the field trash of one form; saved as a whole with Save Changes. */
export function ConfigureFieldsDialog({ templateId, form, onBack }: ConfigureFieldsDialogProps) {
  const [fields, setFields] = useState<FieldConfig[]>([]);
  const [editing, setEditing] = useState<{ field: FieldConfig; isNew: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveTemplateFields();
  const toast = useTemplatesToast('manage');
  const sources = useMemo(() => templateBuilderSources(useDetailForms, templateId), [templateId]);
  useEffect(() => {
    setFields(form?.fields ?? []);
    setError(null);
  }, [form]);
  const active = fields.filter((f) => !f.isTrashed);
  const trash = fields.filter((f) => f.isTrashed);
  const update = (id: string, change: Partial<FieldConfig> | null) =>
    setFields((list) =>
      change === null
        ? list.filter((f) => f.id !== id)
        : list.map((f) => (f.id === id ? { ...f, ...change } : f)),
    );
  const submit = () => {
    if (!form) return;
    if (active.length === 0) return setError(m.addOneField);
    const incomplete = fields.filter((f) => !f.label.trim() || !f.id).length;
    if (incomplete > 0) return setError(m.incompleteFields(incomplete));
    save.mutate(
      { templateId, formId: form.id, body: { fields } },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          onBack();
        },
        onError: (failure) =>
          setError(
            errorMessage(failure, m.formsUpdateFailed('Field configuration error. Please try again.')),
          ),
      },
    );
  };
  return (
    <BuilderSourcesProvider value={sources}>
      <DialogFrame
        open={form !== null}
        title={`Configure Fields: ${form?.name ?? ''}`}
        onClose={save.isPending ? undefined : onBack}
        width="md"
        fullScreenOnPhone
        actions={
          <>
            <Button onClick={onBack} disabled={save.isPending}>
              Back to Forms
            </Button>
            <Button variant="contained" onClick={submit} disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save Changes'}
            </Button>
          </>
        }
      >
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}
        >
          <Typography component="h3" variant="subtitle1">
            Active fields ({active.length})
          </Typography>
          <Button variant="outlined" onClick={() => setEditing({ field: newField(), isNew: true })}>
            Add New Field
          </Button>
        </Stack>
        <List dense aria-label="Active fields">
          {active.map((field) => (
            <ListItem key={field.id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={field.label}
                secondary={`${field.type}${field.required ? ' · required' : ''}`}
                sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
              />
              <Button
                size="small"
                onClick={() => setEditing({ field, isNew: false })}
                aria-label={`Edit ${field.label}`}
              >
                Edit
              </Button>
              <Button
                size="small"
                onClick={() => update(field.id, { isTrashed: true })}
                aria-label={`Move ${field.label} to trash`}
              >
                Trash
              </Button>
            </ListItem>
          ))}
        </List>
        <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>
          Trash fields ({trash.length})
        </Typography>
        {trash.length === 0 && <Typography color="text.secondary">No fields in the trash.</Typography>}
        <List dense aria-label="Trash fields">
          {trash.map((field) => (
            <ListItem key={field.id} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
              <ListItemText
                primary={field.label}
                secondary={field.type}
                sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
              />
              <Button
                size="small"
                onClick={() => update(field.id, { isTrashed: false })}
                aria-label={`Restore ${field.label}`}
              >
                Restore
              </Button>
              <Button
                size="small"
                color="error"
                onClick={() => update(field.id, null)}
                aria-label={`Delete ${field.label} permanently`}
              >
                Delete Permanently
              </Button>
            </ListItem>
          ))}
        </List>
        {error && <Alert severity="error">{error}</Alert>}
      </DialogFrame>
      {editing && (
        <FieldDialog
          field={editing.field}
          isNew={editing.isNew}
          readOnly={false}
          fields={active}
          people={NOBODY}
          currentFormId={form?.id}
          onClose={() => setEditing(null)}
          onSave={(field) => {
            setFields((list) =>
              editing.isNew ? [...list, field] : list.map((f) => (f.id === field.id ? field : f)),
            );
            setEditing(null);
          }}
        />
      )}
    </BuilderSourcesProvider>
  );
}
