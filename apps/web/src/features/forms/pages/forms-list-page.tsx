import { formMessages as m } from '@atrium/domain/forms/forms.messages.ts';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { CardGrid } from '../../../ui/list/card-grid.tsx';
import { QueryState } from '../../../ui/list/query-state.tsx';
import { SearchField } from '../../../ui/list/search-field.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { useFormsList } from '../api/forms.api.ts';
import { FormCard } from '../components/forms-list/form-card.tsx';
import { useFormToast } from '../components/manage/use-form-toast.ts';

/** Forms: a card per form the reader can see; a card opens data entry when the reader may fill the form. */
export function FormsListPage() {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const query = useFormsList(search);
  const toast = useFormToast();
  const forms = query.data?.forms ?? [];

  return (
    <>
      <PageHeading title="Forms" subtitle="Choose a form to enter data." />
      <Box sx={{ display: 'flex', mb: 2, maxWidth: 420 }}>
        <SearchField label="Search forms" value={searchText} onChange={setSearchText} />
      </Box>
      <QueryState
        query={query}
        loadingLabel="Loading forms"
        failure={m.formsFetchFailed}
        empty={forms.length === 0 && (search ? m.noFormsFound : m.noForms)}
      >
        <CardGrid label="Forms" items={forms} threeFrom="md">
          {(form) => <FormCard form={form} onRefused={() => toast.error(m.noEnterPermission)} />}
        </CardGrid>
      </QueryState>
    </>
  );
}
