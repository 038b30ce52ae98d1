import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../../app/paths.ts';

/** After a submit: the group's table when the screen was opened from a group, else the form's Form Data. */
export function ViewFormDataLink({ formId, formGroupId }: { formId: string; formGroupId?: string }) {
  const to = formGroupId ? paths.dataGroupForm(formGroupId, formId) : paths.formDataOf(formId);
  return (
    <Button component={RouterLink} to={to} state={{ mode: 'view' }} variant="text" sx={{ mt: 2 }}>
      View Form Data
    </Button>
  );
}
