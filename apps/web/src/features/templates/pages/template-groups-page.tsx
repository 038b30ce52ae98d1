import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import { useSession } from '../../../app/session/session-context.tsx';
import { CardGrid } from '../../../ui/list/card-grid.tsx';
import { QueryState } from '../../../ui/list/query-state.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useTemplateGroups } from '../api/templates-setup.ts';
import { TemplateGroupCard } from '../components/template-groups/template-group-card.tsx';

/** Template Groups (/template-group): every group for creators, the organisation's for others. */
export function TemplateGroupsPage() {
  const { actor } = useSession();
  const groups = useTemplateGroups();
  const isCreator = actor.isCreator && !actor.isOrgAdmin;
  const templates = groups.data ?? [];

  return (
    <>
      <PageHeading title="Template Groups" />
      <QueryState
        query={groups}
        loadingLabel="Loading template groups"
        failure={m.groupsFetchFailed}
        empty={templates.length === 0 && (isCreator ? m.noGroupsForCreator : m.noGroupsAvailable)}
      >
        <CardGrid label="Template groups" items={templates}>
          {(template) => <TemplateGroupCard template={template} canManage={isCreator} />}
        </CardGrid>
      </QueryState>
    </>
  );
}
