import { homeTab } from '@atrium/domain/templates/template-lifecycle.ts';
import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import type { TemplateTab } from '@atrium/domain/templates/templates.schemas.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { CardGrid } from '../../../ui/list/card-grid.tsx';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useDebouncedValue } from '../../../ui/use-debounced-value.ts';
import { type TemplateListFilter, useManageTemplates, useTemplateDetail } from '../api/manage-templates.ts';
import { ImportGroupDialog } from '../components/manage-templates/import-group-dialog.tsx';
import { TemplateCard } from '../components/manage-templates/template-card.tsx';
import { TemplateDialogs } from '../components/manage-templates/template-dialogs.tsx';
import { TemplateToolbar } from '../components/manage-templates/template-toolbar.tsx';
import { useRefreshData } from '../components/manage-templates/use-refresh-data.ts';
import { useTemplateActions } from '../components/manage-templates/use-template-actions.ts';

const TABS: Array<{ value: TemplateTab; label: string; count: 'published' | 'drafts' | 'trash' }> = [
  { value: 'published', label: 'Published', count: 'published' },
  { value: 'drafts', label: 'Drafts', count: 'drafts' },
  { value: 'trash', label: 'Trash', count: 'trash' },
];

function LoadingCards() {
  return (
    <Grid container spacing={2} aria-label="Loading templates" role="status">
      {[0, 1, 2].map((key) => (
        <Grid key={key} size={{ xs: 12, sm: 6, lg: 4 }}>
          <Card variant="outlined">
            <CardContent>
              <Skeleton width="60%" height={32} />
              <Skeleton width="40%" />
              <Skeleton height={60} />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

/** Manage Templates (/manage-templates?templateId=): tabs, search, sort, filter, cards and their dialogs. */
export function ManageTemplatesPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const focusId = params.get('templateId');
  const [tab, setTab] = useState<TemplateTab>('published');
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), 300);
  const [order, setOrder] = useState<Omit<TemplateListFilter, 'tab' | 'search'>>({
    sort: 'updated',
    order: 'desc',
    filter: 'all',
  });
  const [importing, setImporting] = useState(false);
  const filter: TemplateListFilter = { tab, search, ...order };
  const query = useManageTemplates(filter);
  const { refresh, refreshing } = useRefreshData(() => query.refetch());

  const goTo = (next: TemplateTab, templateId?: string) => {
    setTab(next);
    if (templateId) setParams({ templateId }, { replace: true });
  };
  const actions = useTemplateActions(goTo);

  // ?templateId= opens the tab that shows the template and highlights its card.
  const focused = useTemplateDetail(focusId);
  const focusedTemplate = focused.data?.template;
  useEffect(() => {
    if (!focusedTemplate) return;
    setTab(
      homeTab({
        isPublished: focusedTemplate.isPublished,
        hasDraft: focusedTemplate.hasDraft,
        hasDraftObject: focusedTemplate.draft !== null,
        isTrashed: focusedTemplate.isTrashed,
      }),
    );
  }, [focusedTemplate]);

  const pages = query.data?.pages ?? [];
  const templates = pages.flatMap((page) => page.templates);
  const counts = pages[0]?.counts;
  return (
    <>
      <PageHeading title="Manage Templates" />
      <TemplateToolbar
        search={searchText}
        onSearch={setSearchText}
        filter={filter}
        onChange={(change) => setOrder((current) => ({ ...current, ...change }))}
        refreshing={refreshing}
        onRefresh={() => void refresh()}
        onImport={() => setImporting(true)}
      />
      <Tabs
        value={tab}
        onChange={(_, value: TemplateTab) => setTab(value)}
        aria-label="Template states"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
      >
        {TABS.map((item) => (
          <Tab key={item.value} value={item.value} label={`${item.label} (${counts?.[item.count] ?? 0})`} />
        ))}
      </Tabs>
      {query.isPending && <LoadingCards />}
      {query.isError && <Alert severity="error">{m.fetchTemplatesFailed}</Alert>}
      {query.isSuccess && templates.length === 0 && (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <Typography component="h2" variant="h6">
            No templates found
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {search ? 'No template matches your search.' : 'Templates you create appear here.'}
          </Typography>
          <Button variant="contained" onClick={() => void navigate(paths.creatorPortal)}>
            Create Template
          </Button>
        </Box>
      )}
      {templates.length > 0 && (
        <CardGrid label={`${TABS.find((t) => t.value === tab)?.label} templates`} items={templates}>
          {(template) => (
            <TemplateCard
              template={template}
              tab={tab}
              highlighted={template.id === focusId}
              onAction={actions.act}
            />
          )}
        </CardGrid>
      )}
      {query.hasNextPage && (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button
            variant="outlined"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {query.isFetchingNextPage ? 'Loading…' : 'Load More Templates'}
          </Button>
        </Box>
      )}
      <TemplateDialogs dialog={actions.dialog} setDialog={actions.setDialog} goTo={goTo} />
      <ConfirmDialog {...actions.confirm} />
      <ImportGroupDialog
        open={importing}
        onClose={() => setImporting(false)}
        onImported={(templateId) => goTo('drafts', templateId)}
      />
    </>
  );
}
