import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errorMessage } from '../../../../app/api-client.ts';
import { useSetTemplateForms, useWorkspaceForms } from '../../api/manage-templates.ts';
import { useTemplatesToast } from '../shared/use-templates-toast.ts';

interface AddFormRowProps {
  templateId: string;
  /** The draft's forms now, in order; the chosen form is added at the end. */
  formIds: string[];
  disabled: boolean;
}

/** Manage Forms & Fields: pick one of the workspace's template forms and add it to the draft. */
export function AddFormRow({ templateId, formIds, disabled }: AddFormRowProps) {
  const workspace = useWorkspaceForms(!disabled);
  const setForms = useSetTemplateForms();
  const toast = useTemplatesToast('manage');
  const [chosen, setChosen] = useState('');
  const offered = (workspace.data ?? []).filter((form) => !formIds.includes(form.id));
  const add = () =>
    setForms.mutate(
      { templateId, formIds: [...formIds, chosen] },
      {
        onSuccess: () => {
          toast.success(m.formAdded);
          setChosen('');
        },
        onError: (error) => toast.error(m.formsUpdateFailed(errorMessage(error))),
      },
    );
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
      <TextField
        select
        size="small"
        label="Form to add"
        value={chosen}
        disabled={disabled || offered.length === 0}
        onChange={(event) => setChosen(event.target.value)}
        helperText={!disabled && workspace.isSuccess && offered.length === 0 ? 'No other forms to add' : ' '}
        sx={{ flex: '1 1 240px', minWidth: 0 }}
      >
        {offered.map((form) => (
          <MenuItem key={form.id} value={form.id}>
            {form.name} · v{form.version} · {form.fieldCount} {form.fieldCount === 1 ? 'field' : 'fields'} ·{' '}
            {form.template?.name ?? 'No template'}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" onClick={add} disabled={disabled || !chosen || setForms.isPending}>
        Add Form
      </Button>
    </Stack>
  );
}
