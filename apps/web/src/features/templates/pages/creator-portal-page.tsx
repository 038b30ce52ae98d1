import { templateMessages as m } from '@atrium/domain/templates/templates.messages.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../app/api-client.ts';
import { paths } from '../../../app/paths.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { FormBuilderTab } from '../components/creator-portal/form-builder-tab.tsx';
import { TemplateSetupTab } from '../components/creator-portal/template-setup-tab.tsx';
import { usePortalTemplate } from '../components/creator-portal/use-portal-template.ts';

type PortalTab = 'setup' | 'builder';

/** Creator Portal (/creator-portal, and / for creators): Template Setup and Form Builder tabs. */
export function CreatorPortalPage() {
  const portal = usePortalTemplate();
  const [tab, setTab] = useState<PortalTab>('setup');
  const [formId, setFormId] = useState<string | null>(null);
  const named = portal.name.trim().length > 0;

  // Opening the portal afresh (the menu's link, without a template) starts a new template on its first tab.
  useEffect(() => {
    if (portal.templateId !== null) return;
    setTab('setup');
    setFormId(null);
  }, [portal.templateId]);

  const openForm = (id: string | null) => {
    setFormId(id);
    setTab('builder');
  };

  if (portal.templateId && portal.template.isPending) {
    return <LinearProgress aria-label="Loading template" />;
  }
  if (portal.templateId && portal.template.isError) {
    return (
      <>
        <PageHeading title="Creator Portal" />
        <Alert
          severity="error"
          action={
            <Button component={RouterLink} to={paths.creatorPortal} color="inherit" size="small">
              New template
            </Button>
          }
        >
          {errorMessage(portal.template.error, m.templateNotFound)}
        </Alert>
      </>
    );
  }

  return (
    <>
      <PageHeading title="Creator Portal" subtitle={portal.summary ? portal.summary.name : 'New template'} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs value={tab} onChange={(_, value: PortalTab) => setTab(value)} aria-label="Creator Portal">
          <Tab value="setup" label="Template Setup" id="portal-tab-setup" aria-controls="portal-panel" />
          <Tab
            value="builder"
            label="Form Builder"
            disabled={!named}
            id="portal-tab-builder"
            aria-controls="portal-panel"
          />
        </Tabs>
      </Box>
      <Box role="tabpanel" id="portal-panel" aria-labelledby={`portal-tab-${tab}`}>
        {tab === 'setup' || !named ? (
          <TemplateSetupTab portal={portal} onOpenForm={openForm} />
        ) : (
          <FormBuilderTab portal={portal} formId={formId} onFormChange={setFormId} />
        )}
      </Box>
    </>
  );
}
