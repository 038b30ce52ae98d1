import type { AppContext } from '../../app-context.ts';
import type { AppModule } from '../../platform/http/app-module.ts';
import { templateLibraryRoutes } from './template-library.routes.ts';

/** The organisation side of templates: the library, import, update and restore (org admins). */
export const templateLibraryModule: AppModule<AppContext> = {
  name: 'template-library',
  routes: templateLibraryRoutes,
};
