import { formGroupMessages as m } from '@atrium/domain/form-groups/form-groups.messages.ts';
import FolderIcon from '@mui/icons-material/Folder';
import { paths } from '../../../app/paths.ts';
import { LinkCard } from '../../../ui/link-card.tsx';
import { CardGrid } from '../../../ui/list/card-grid.tsx';
import { QueryState } from '../../../ui/list/query-state.tsx';
import { SearchBar } from '../../../ui/list/search-field.tsx';
import { useListSearch } from '../../../ui/list/use-trashable-list.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useDataGroups } from '../api/form-groups.api.ts';

const formsWord = (n: number) => (n === 1 ? '1 form' : `${n} forms`);

/** Data management landing: the live form groups the reader can see, as cards. */
export function DataManagementPage() {
  const { searchText, setSearchText, search } = useListSearch();
  const query = useDataGroups(search);
  const groups = query.data ?? [];

  return (
    <>
      <PageHeading
        title="Data Management"
        subtitle="Choose a form group to view or enter the data of its forms."
      />
      <SearchBar label="Search form groups" value={searchText} onChange={setSearchText} />
      <QueryState
        query={query}
        loadingLabel="Loading form groups"
        failure={m.groupFetchFailed}
        empty={groups.length === 0 && (search ? m.noneFound : m.noneAvailable)}
      >
        <CardGrid label="Form groups" items={groups}>
          {(group) => (
            <LinkCard
              title={group.name}
              subtitle={
                group.isDefault ? `Default group · ${formsWord(group.formCount)}` : formsWord(group.formCount)
              }
              path={paths.dataGroup(group.id)}
              icon={<FolderIcon />}
              heading="h2"
            />
          )}
        </CardGrid>
      </QueryState>
    </>
  );
}
