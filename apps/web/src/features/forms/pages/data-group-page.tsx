import { formGroupMessages as m } from '@atrium/domain/form-groups/form-groups.messages.ts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../app/api-client.ts';
import { paths } from '../../../app/paths.ts';
import { useSession } from '../../../app/session/session-context.tsx';
import { useCrumbName } from '../../../app/shell/crumb-names.tsx';
import { CardGrid } from '../../../ui/list/card-grid.tsx';
import { QueryState } from '../../../ui/list/query-state.tsx';
import { TrashToolbar } from '../../../ui/list/trash-toolbar.tsx';
import { useTrashableList } from '../../../ui/list/use-trashable-list.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useDataGroupForms } from '../api/form-groups.api.ts';
import { type DataMode, GroupFormCard } from '../components/data-management/group-form-card.tsx';

// Not in the specification: a search that matches no form of the group (docs/decisions/0012).
const NO_MATCH = 'No forms match your search.';

/** Group forms: the forms of one group the reader can see, with search, a trash view, View data and Enter data. */
export function DataGroupPage() {
  const { formGroupId = '' } = useParams();
  const { actor } = useSession();
  const navigate = useNavigate();
  const list = useTrashableList();
  const { trashed, search } = list;
  const query = useDataGroupForms(formGroupId, { trashed, search });
  const { error } = query;
  useCrumbName(formGroupId, query.data?.group.name);

  const back = (
    <Button component={RouterLink} to={paths.dataManagement} startIcon={<ArrowBackIcon />}>
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

  const forms = query.data?.forms ?? [];
  const open = (formId: string, mode: DataMode) =>
    void navigate(paths.dataGroupForm(formGroupId, formId), { state: { mode } });
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
        title={query.data?.group.name ?? 'Form Group'}
        subtitle={trashed ? 'Forms of this group in the trash.' : 'Forms of this group.'}
        actions={back}
      />
      <TrashToolbar list={list} searchLabel="Search forms" />
      <QueryState
        query={query}
        loadingLabel="Loading forms"
        failure={m.groupFetchFailed}
        empty={forms.length === 0 && emptyText}
      >
        <CardGrid label={trashed ? 'Forms in the trash' : 'Forms'} items={forms}>
          {(form) => <GroupFormCard form={form} onOpen={(mode) => open(form.id, mode)} />}
        </CardGrid>
      </QueryState>
    </>
  );
}
