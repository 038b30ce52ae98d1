import type { AppContext } from '../../app-context.ts';
import type { AppModule } from '../../platform/http/app-module.ts';
import { templateDataRoutes } from './template-data.routes.ts';

/** Data entered on template forms: entry, the data list, row import. */
export const templateDataModule: AppModule<AppContext> = {
  name: 'template-data',
  routes: templateDataRoutes,
};
