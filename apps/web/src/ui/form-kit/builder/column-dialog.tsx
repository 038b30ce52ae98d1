import { columnProblem, type TableColumn } from '@atrium/domain/fields/field-config.schemas.ts';
import { newTableColumn } from '@atrium/domain/fields/field-rules.ts';
import { COLUMN_TYPES } from '@atrium/domain/fields/field-types.ts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { NameAndType } from './field-dialog-sections/name-and-type.tsx';
import { SettingSwitch } from './field-dialog-sections/setting-switch.tsx';
import { ValueSections } from './field-dialog-sections/value-sections.tsx';
import { usePhone } from './use-phone.ts';

interface ColumnDialogProps {
  /** The column to edit, or a fresh one to add. */
  column: TableColumn;
  isNew: boolean;
  readOnly: boolean;
  currentFormId?: string;
  onSave: (column: TableColumn) => void;
  onClose: () => void;
}

/** Add Table Column: a header, a type (any but table) and the column's own value settings. */
export function ColumnDialog({ column, isNew, readOnly, currentFormId, onSave, onClose }: ColumnDialogProps) {
  const phone = usePhone();
  const titleId = useId();
  const [draft, setDraft] = useState(column);
  const [problem, setProblem] = useState<string | null>(null);

  const changeType = (dataType: TableColumn['dataType']) =>
    setDraft((current) => ({
      ...newTableColumn(dataType, current.header),
      id: current.id,
      required: current.required,
      helpText: current.helpText,
    }));

  const save = () => {
    const found = columnProblem(draft);
    if (found) return setProblem(found);
    onSave({ ...draft, header: draft.header.trim() });
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{isNew ? 'Add Table Column' : 'Edit Table Column'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} component="fieldset" disabled={readOnly} sx={{ pt: 1, border: 0, m: 0, px: 0 }}>
          <NameAndType
            nameLabel="Column Header"
            name={draft.header}
            onName={(header) => setDraft({ ...draft, header })}
            typeLabel="Column Type"
            type={draft.dataType}
            types={COLUMN_TYPES}
            onType={(type) => changeType(type as TableColumn['dataType'])}
          />
          <SettingSwitch
            label="Required"
            checked={draft.required}
            onChange={(required) => setDraft({ ...draft, required })}
          />
          <ValueSections
            value={draft}
            type={draft.dataType}
            onChange={setDraft}
            currentFormId={currentFormId}
          />
          {problem && <Alert severity="error">{problem}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{readOnly ? 'Close' : 'Cancel'}</Button>
        {!readOnly && (
          <Button variant="contained" onClick={save}>
            {isNew ? 'Add Column' : 'Save Column'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
