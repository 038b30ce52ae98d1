import type { AppContext } from '../../app-context.ts';
import type { AppModule } from '../../platform/http/app-module.ts';
import { entryPreferencesRoutes } from './entry-preferences.routes.ts';

export const entryPreferencesModule: AppModule<AppContext> = {
  name: 'entry-preferences',
  routes: entryPreferencesRoutes,
};
