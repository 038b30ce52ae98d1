import { formGroupMessages as m } from '@atrium/domain/form-groups/form-groups.messages.ts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { errorMessage, isApiError } from '../../../app/api-client.ts';
import { useSession } from '../../../app/session/session-context.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { useDataGroupForms } from '../api/form-groups.api.ts';
import { EmptyNote } from '../components/data-management/empty-note.tsx';
import { type DataMode, GroupFormCard } from '../components/data-management/group-form-card.tsx';
import { SearchField } from '../components/data-management/search-field.tsx';

// Not in the specification: a search that matches no form of the group (docs/decisions/0012).
const NO_MATCH = 'No forms match your search.';

/** Group forms: the forms of one group the reader can see, with search, a trash view, View data and Enter data. */
export function DataGroupPage() {
  const { formGroupId = '' } = useParams();
  const { actor } = useSession();
  const navigate = useNavigate();
  const [trashed, setTrashed] = useState(false);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const { data, isPending, isFetching, error, refetch } = useDataGroupForms(formGroupId, { trashed, search });

  const back = (
    <Button component={RouterLink} to="/data-management" startIcon={<ArrowBackIcon />}>
      Back to Data Management
    </Button>
  );
  if (isApiError(error) && (error.status === 404 || error.status === 400)) {
    return (
      <>
        <PageHeading title={m.notFound} />
        {back}
      </>
    );
  }

  const open = (formId: string, mode: DataMode) =>
    void navigate(`/data-management/${formGroupId}/${formId}`, { state: { mode } });
  // Org admins see every form of a group; anyone else sees only the forms they were given.
  const emptyText = trashed
    ? m.noTrashedForms
    : search
      ? NO_MATCH
      : actor.isOrgAdmin
        ? m.noFormsInGroup
        : m.noAccessibleForms;

  return (
    <>
      <PageHeading
        title={data?.group.name ?? 'Form Group'}
        subtitle={trashed ? 'Forms of this group in the trash.' : 'Forms of this group.'}
        actions={back}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <SearchField label="Search forms" value={searchText} onChange={setSearchText} />
        <Button
          variant="outlined"
          startIcon={<DeleteIcon />}
          aria-pressed={trashed}
          onClick={() => setTrashed((v) => !v)}
        >
          {trashed ? 'Close Trash' : 'Open Trash'}
        </Button>
      </Box>
      {(isPending || isFetching) && <LinearProgress aria-label="Loading forms" sx={{ mb: 1 }} />}
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(error, m.groupFetchFailed)}
        </Alert>
      ) : data && data.forms.length === 0 ? (
        <EmptyNote text={emptyText} />
      ) : (
        <Grid
          container
          spacing={2}
          component="ul"
          aria-label={trashed ? 'Forms in the trash' : 'Forms'}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {(data?.forms ?? []).map((form) => (
            <Grid key={form.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <GroupFormCard form={form} onOpen={(mode) => open(form.id, mode)} />
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}
