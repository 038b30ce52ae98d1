import { formGroupMessages as m } from '@atrium/domain/form-groups/form-groups.messages.ts';
import FolderIcon from '@mui/icons-material/Folder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import { useState } from 'react';
import { errorMessage } from '../../../app/api-client.ts';
import { LinkCard } from '../../../ui/link-card.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { useDataGroups } from '../api/form-groups.api.ts';
import { EmptyNote } from '../components/data-management/empty-note.tsx';
import { SearchField } from '../components/data-management/search-field.tsx';

const formsWord = (n: number) => (n === 1 ? '1 form' : `${n} forms`);

/** Data management landing: the live form groups the reader can see, as cards. */
export function DataManagementPage() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const { data, isPending, isFetching, error, refetch } = useDataGroups(search);

  return (
    <>
      <PageHeading
        title="Data Management"
        subtitle="Choose a form group to view or enter the data of its forms."
      />
      <Box sx={{ display: 'flex', mb: 2 }}>
        <SearchField label="Search form groups" value={searchText} onChange={setSearchText} />
      </Box>
      {(isPending || isFetching) && <LinearProgress aria-label="Loading form groups" sx={{ mb: 1 }} />}
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
      ) : data && data.length === 0 ? (
        <EmptyNote text={search ? m.noneFound : m.noneAvailable} />
      ) : (
        <Grid
          container
          spacing={2}
          component="ul"
          aria-label="Form groups"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {(data ?? []).map((group) => (
            <Grid key={group.id} size={{ xs: 12, sm: 6, lg: 4 }} component="li">
              <LinkCard
                title={group.name}
                subtitle={
                  group.isDefault
                    ? `Default group · ${formsWord(group.formCount)}`
                    : formsWord(group.formCount)
                }
                path={`/data-management/${group.id}`}
                icon={<FolderIcon />}
                heading="h2"
              />
            </Grid>
          ))}
        </Grid>
      )}
    </>
  );
}
