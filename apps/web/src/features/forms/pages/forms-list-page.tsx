import { formMessages as m } from '@atrium/domain/forms/forms.messages.ts';
import { CardGrid } from '../../../ui/list/card-grid.tsx';
import { QueryState } from '../../../ui/list/query-state.tsx';
import { SearchBar } from '../../../ui/list/search-field.tsx';
import { useListSearch } from '../../../ui/list/use-trashable-list.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useFormsList } from '../api/forms.api.ts';
import { FormCard } from '../components/forms-list/form-card.tsx';
import { useFormToast } from '../components/manage/use-form-toast.ts';

/** Forms: a card per form the reader can see; a card opens data entry when the reader may fill the form. */
export function FormsListPage() {
  const { searchText, setSearchText, search } = useListSearch();
  const query = useFormsList(search);
  const toast = useFormToast();
  const forms = query.data?.forms ?? [];

  return (
    <>
      <PageHeading title="Forms" subtitle="Choose a form to enter data." />
      <SearchBar label="Search forms" value={searchText} onChange={setSearchText} />
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
