import type { RouteObject } from 'react-router';
import { routes } from '../../app/paths.ts';
import { CreatorPortalPage } from './pages/creator-portal-page.tsx';
import { EnterTemplateDataPage } from './pages/enter-template-data-page.tsx';
import { ManageTemplatesPage } from './pages/manage-templates-page.tsx';
import { TemplateFormDataPage } from './pages/template-form-data-page.tsx';
import { TemplateGroupsPage } from './pages/template-groups-page.tsx';
import { TemplatesLibraryPage } from './pages/templates-library-page.tsx';

/** The creator side (portal, groups, manage), the library, and data on template forms. */
export const templatesRoutes: RouteObject[] = [
  { path: routes.creatorPortal, element: <CreatorPortalPage /> },
  { path: routes.templateGroups, element: <TemplateGroupsPage /> },
  { path: routes.manageTemplates, element: <ManageTemplatesPage /> },
  { path: routes.templatesLibrary, element: <TemplatesLibraryPage /> },
  { path: routes.enterTemplateData, element: <EnterTemplateDataPage /> },
  { path: routes.templateFormData, element: <TemplateFormDataPage /> },
];
