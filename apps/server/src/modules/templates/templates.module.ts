import type { AppContext } from '../../app-context.ts';
import type { AppModule } from '../../platform/http/app-module.ts';
import { templatesManageRoutes } from './templates-manage.routes.ts';
import { templatesSetupRoutes } from './templates-setup.routes.ts';

/** The creator side: the Creator Portal and Template Groups (setup), Manage Templates (lifecycle, releases). */
export const templatesModule: AppModule<AppContext> = {
  name: 'templates',
  routes: (app, ctx) => {
    templatesSetupRoutes(app, ctx);
    templatesManageRoutes(app, ctx);
  },
};
