import { formGroupMessages as m } from '@atrium/domain/form-groups/form-groups.messages.ts';
import { usersCoveredByGroups } from '@atrium/domain/forms/form-permissions.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useForm } from '../../api/forms.api.ts';
import type { PeopleOptions } from '../access/people-options.ts';
import { PrincipalPicker } from '../access/principal-picker.tsx';
import type { DraftForm } from './group-draft.ts';
import { noDataAccessWarnings } from './no-data-access.ts';

interface FormPeopleSectionProps {
  form: DraftForm;
  people: PeopleOptions;
  onChange: (form: DraftForm) => void;
  /** 'Assign users or user groups for {form name}', once the user tried to save. */
  error?: string;
  readOnly?: boolean;
}

/**
 * Who sees one form of the group: users and user groups. The owner needs no selection and a user reached
 * through a chosen group is not picked twice; a chosen person without data rights in the form is warned about.
 */
export function FormPeopleSection({ form, people, onChange, error, readOnly }: FormPeopleSectionProps) {
  const headingId = useId();
  const details = useForm(form.formId);
  const ownerId = details.data?.owner?.id ?? form.ownerId;
  const covered = usersCoveredByGroups(form.groups, people.groupMembers);
  const userReason = (id: string) => {
    if (id === ownerId) return m.ownerNoNeed;
    return covered.has(id) ? m.alreadyInGroup : null;
  };
  const warnings = details.data ? noDataAccessWarnings(details.data, form, people) : [];

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography
          id={headingId}
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {form.formName}
        </Typography>
        {form.isTrashed && <Chip size="small" label="In trash" />}
      </Box>
      <PrincipalPicker
        label={`Users for ${form.formName}`}
        options={people.users}
        value={form.users}
        onChange={(users) => onChange({ ...form, users })}
        disabledReason={userReason}
        disabled={readOnly}
        noOptionsText="No users found"
      />
      <PrincipalPicker
        label={`User groups for ${form.formName}`}
        options={people.groups}
        value={form.groups}
        onChange={(groups) => onChange({ ...form, groups })}
        disabled={readOnly}
        noOptionsText="No user groups found"
      />
      {error && <FormHelperText error>{error}</FormHelperText>}
      {warnings.map((warning) => (
        <Alert key={warning} severity="warning">
          {warning}
        </Alert>
      ))}
    </Paper>
  );
}
