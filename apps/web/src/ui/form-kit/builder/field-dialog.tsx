import { type FieldConfig, fieldProblem } from '@atrium/domain/fields/field-config.schemas.ts';
import { formMessages } from '@atrium/domain/forms/forms.messages.ts';
import type { People } from '@atrium/domain/forms/forms.schemas.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { BasicSection } from './field-dialog-sections/basic-section.tsx';
import { LockSection } from './field-dialog-sections/lock-section.tsx';
import { Section, ValueSections } from './field-dialog-sections/value-sections.tsx';
import { FormPreview } from './form-preview.tsx';
import { TableColumns } from './table-columns.tsx';
import { usePhone } from './use-phone.ts';

const NO_FIELDS: FieldConfig[] = [];

interface FieldDialogProps {
  field: FieldConfig;
  isNew: boolean;
  readOnly: boolean;
  /** The form's fields, previewed with this field in its place. */
  fields: FieldConfig[];
  people: People;
  currentFormId?: string;
  onSave: (field: FieldConfig) => void;
  onClose: () => void;
}

/** Add New Field / Edit Field: every property of the field's type, checked with fieldProblem on Save. */
export function FieldDialog(props: FieldDialogProps) {
  const { field, isNew, readOnly, fields, people, currentFormId, onSave, onClose } = props;
  const phone = usePhone();
  const titleId = useId();
  const [draft, setDraft] = useState(field);
  // After a refused Save the dialog shows the draft's problem as it stands: gone once it is fixed.
  const [tried, setTried] = useState(false);
  const problem = tried ? problemOf(withoutBlankMetadata(draft)) : null;
  const previewFields = useMemo(
    () => (isNew ? [...fields, draft] : fields.map((f) => (f.id === draft.id ? draft : f))),
    [fields, draft, isNew],
  );
  // The preview of a long form follows the typing a moment later instead of slowing every keystroke, and
  // fills in after the dialog has opened.
  const deferredPreview = useDeferredValue(previewFields, NO_FIELDS);

  const save = () => {
    const cleaned = withoutBlankMetadata(draft);
    if (problemOf(cleaned)) return setTried(true);
    onSave(cleaned);
  };

  const title = readOnly ? 'View Field' : isNew ? 'Add New Field' : 'Edit Field';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" fullScreen={phone} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          }}
        >
          <Stack
            spacing={2}
            component="fieldset"
            disabled={readOnly}
            sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
          >
            <BasicSection value={draft} onChange={setDraft} />
            <ValueSections
              value={draft}
              type={draft.type}
              onChange={setDraft}
              currentFormId={currentFormId}
            />
            {draft.type === 'table' && (
              <Section title="Table Columns">
                <TableColumns
                  columns={draft.columns}
                  readOnly={readOnly}
                  currentFormId={currentFormId}
                  onChange={(columns) => setDraft({ ...draft, columns })}
                />
              </Section>
            )}
            <Section title="Access">
              <LockSection field={draft} people={people} onChange={setDraft} />
            </Section>
          </Stack>
          <FormPreview fields={deferredPreview} preparing={deferredPreview === NO_FIELDS} />
        </Box>
      </DialogContent>
      {problem && (
        <Alert severity="error" sx={{ mx: 2, mt: 1 }}>
          {problem}
        </Alert>
      )}
      <DialogActions>
        <Button onClick={onClose}>{readOnly ? 'Close' : 'Cancel'}</Button>
        {!readOnly && (
          <Button variant="contained" onClick={save}>
            Save
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

/** The problem that stops the field from saving, in the spec's words; null when none. */
function problemOf(field: FieldConfig): string | null {
  try {
    return fieldProblem(field);
  } catch {
    return formMessages.fieldSaveFailed;
  }
}

/** Metadata rows left without a label are dropped rather than refused. */
function withoutBlankMetadata(field: FieldConfig): FieldConfig {
  const metaDataFields = field.metaDataFields
    .map((item) => ({ ...item, label: item.label.trim() }))
    .filter((item) => item.label.length > 0);
  return { ...field, label: field.label.trim(), metaDataFields };
}
