import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../app/api-client.ts';
import { paths } from '../../../app/paths.ts';
import { useCrumbName } from '../../../app/shell/crumb-names.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { usePickableForms, useTableForm } from '../api/entries-table.api.ts';
import { EntriesTableScreen } from '../components/table/entries-table-screen.tsx';

/** The 'Failed to load forms.' of the spec's entries-table catalogue. */
const FORMS_LOAD_FAILED = 'Failed to load forms.';

function FormPicker({ selectedId }: { selectedId?: string }) {
  const navigate = useNavigate();
  const forms = usePickableForms(true);
  const options = (forms.data?.forms ?? []).filter((form) => form.capabilities.canViewData);
  if (forms.error) return <Alert severity="error">{errorMessage(forms.error, FORMS_LOAD_FAILED)}</Alert>;
  return (
    <Autocomplete
      options={options}
      loading={forms.isPending}
      getOptionLabel={(form) => form.name}
      value={options.find((form) => form.id === selectedId) ?? null}
      onChange={(_, form) => form && void navigate(paths.formDataOf(form.id))}
      renderInput={(params) => <TextField {...params} label="Select a form" />}
      sx={{ maxWidth: 480, mb: 2 }}
    />
  );
}

/** Form Data: the entries table of one form; without a form id in the route, a form picker first. */
export function FormDataPage() {
  const { formId } = useParams();
  const form = useTableForm(formId ?? '');
  useCrumbName(formId, form.data?.name);
  return (
    <>
      {/* The form's name keeps its line while it loads, so the table under it does not move down. */}
      <PageHeading
        title="Form Data"
        subtitle={formId && form.isPending ? <Skeleton width="12em" /> : form.data?.name}
      />
      <FormPicker selectedId={formId} />
      {formId && <EntriesTableScreen key={formId} formId={formId} />}
    </>
  );
}
