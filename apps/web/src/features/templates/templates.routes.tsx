import type { RouteObject } from 'react-router';
import { routes } from '../../app/paths.ts';

/** The creator side (portal, groups, manage), the library, and data on template forms. */
export const templatesRoutes: RouteObject[] = [
  {
    path: routes.creatorPortal,
    lazy: async () => ({ Component: (await import('./pages/creator-portal-page.tsx')).CreatorPortalPage }),
  },
  {
    path: routes.templateGroups,
    lazy: async () => ({ Component: (await import('./pages/template-groups-page.tsx')).TemplateGroupsPage }),
  },
  {
    path: routes.manageTemplates,
    lazy: async () => ({
      Component: (await import('./pages/manage-templates-page.tsx')).ManageTemplatesPage,
    }),
  },
  {
    path: routes.templatesLibrary,
    lazy: async () => ({
      Component: (await import('./pages/templates-library-page.tsx')).TemplatesLibraryPage,
    }),
  },
  {
    path: routes.enterTemplateData,
    lazy: async () => ({
      Component: (await import('./pages/enter-template-data-page.tsx')).EnterTemplateDataPage,
    }),
  },
  {
    path: routes.templateFormData,
    lazy: async () => ({
      Component: (await import('./pages/template-form-data-page.tsx')).TemplateFormDataPage,
    }),
  },
];
