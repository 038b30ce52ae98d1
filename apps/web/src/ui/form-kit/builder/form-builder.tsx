import type { FieldConfig } from '@atrium/domain/fields/field-config.schemas.ts';
import { newField } from '@atrium/domain/fields/field-rules.ts';
import type { People } from '@atrium/domain/forms/forms.schemas.ts';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { type BuilderSources, BuilderSourcesProvider, useBuilderSources } from './builder-sources.tsx';
import { CopyFieldsDialog } from './copy-fields-dialog.tsx';
import { FieldDialog } from './field-dialog.tsx';
import { FieldList } from './field-list.tsx';
import type { BuilderState } from './use-builder-state.ts';

const NOBODY: People = { users: [], groups: [] };

interface FormBuilderProps {
  state: BuilderState;
  /** Where the builder reads forms and people (the forms feature's queries, or a template's). */
  sources: BuilderSources;
  /** A line above the builder, e.g. 'Designing for {template name}' in the creator portal. */
  title?: string;
  /**
   * The form-group option and the owner and access panel, each shown when given: a new form has both; a
   * saved form (its groups and access have their own screens) and a template's form have neither.
   */
  formGroupOption?: ReactNode;
  accessOptions?: ReactNode;
  readOnly?: boolean;
  /** The saved form being edited, left out of Copy Fields and foreign-key choices. */
  currentFormId?: string;
  /** The save button(s) of whoever shows the builder. */
  actions: ReactNode;
}

/** The form builder: name, access panel, group, the Field Configurations list and its dialogs. */
export function FormBuilder({ sources, ...props }: FormBuilderProps) {
  return (
    <BuilderSourcesProvider value={sources}>
      <BuilderBody {...props} />
    </BuilderSourcesProvider>
  );
}

function BuilderBody({
  state,
  title,
  formGroupOption,
  accessOptions,
  readOnly = false,
  currentFormId,
  actions,
}: Omit<FormBuilderProps, 'sources'>) {
  const people = useBuilderSources().usePeople().data ?? NOBODY;
  const [editing, setEditing] = useState<{ field: FieldConfig; isNew: boolean } | null>(null);
  const [copying, setCopying] = useState(false);
  // The list's Edit callback stays the same function while fields change, so cards do not re-render.
  const fieldsRef = useRef(state.fields);
  fieldsRef.current = state.fields;
  const openField = useCallback((id: string) => {
    const field = fieldsRef.current.find((f) => f.id === id);
    if (field) setEditing({ field, isNew: false });
  }, []);
  const { fieldActions } = state;

  return (
    <Stack spacing={3}>
      {title && (
        <Typography variant="subtitle1" component="p">
          {title}
        </Typography>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <TextField
            label="Form Name"
            required
            value={state.name}
            onChange={(event) => state.setName(event.target.value)}
            slotProps={{ htmlInput: { readOnly, maxLength: 200 } }}
          />
          {!readOnly && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button
                variant="outlined"
                startIcon={<AddIcon />}
                disabled={!state.named}
                onClick={() => setEditing({ field: newField(), isNew: true })}
              >
                Add field
              </Button>
              <Button
                variant="outlined"
                startIcon={<ContentCopyIcon />}
                disabled={!state.named}
                onClick={() => setCopying(true)}
              >
                Copy Fields
              </Button>
            </Box>
          )}
          {formGroupOption}
        </Stack>
      </Paper>
      {accessOptions}
      <Box component="section" aria-labelledby="field-configurations-heading">
        <Typography id="field-configurations-heading" variant="h2" sx={{ mb: 1.5 }}>
          Field Configurations
        </Typography>
        <FieldList fields={state.fields} actions={fieldActions} readOnly={readOnly} onEdit={openField} />
      </Box>
      {actions}
      {editing && (
        <FieldDialog
          field={editing.field}
          isNew={editing.isNew}
          readOnly={readOnly}
          fields={state.fields}
          people={people}
          currentFormId={currentFormId}
          onSave={(field) => {
            fieldActions.save(field);
            setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
      {copying && (
        <CopyFieldsDialog
          currentFormId={currentFormId}
          onCopy={(fields) => {
            fieldActions.copyFrom(fields);
            setCopying(false);
          }}
          onClose={() => setCopying(false)}
        />
      )}
    </Stack>
  );
}
