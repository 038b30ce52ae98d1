import { formMessages as m } from '@atrium/domain/forms/forms.messages.ts';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../app/api-client.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { useFormsList } from '../api/forms.api.ts';
import { FormCard } from '../components/forms-list/form-card.tsx';
import { useFormToast } from '../components/manage/use-form-toast.ts';

/** Forms: a card per form the reader can see; a card opens data entry when the reader may fill the form. */
export function FormsListPage() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const { data, isPending, isFetching, error, refetch } = useFormsList(search);
  const toast = useFormToast();
  const forms = data?.forms ?? [];

  return (
    <>
      <PageHeading title="Forms" subtitle="Choose a form to enter data." />
      <TextField
        size="small"
        type="search"
        label="Search forms"
        value={searchText}
        onChange={(event) => setSearchText(event.target.value)}
        sx={{ mb: 2, width: '100%', maxWidth: 420 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
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
          {errorMessage(error, m.formsFetchFailed)}
        </Alert>
      ) : data && forms.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography component="p" variant="h3">
            {search ? m.noFormsFound : m.noForms}
          </Typography>
        </Paper>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Forms">
          {forms.map((form) => (
            <Grid key={form.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <FormCard form={form} onRefused={() => toast.error(m.noEnterPermission)} />
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}
