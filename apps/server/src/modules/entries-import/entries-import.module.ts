import type { AppContext } from '../../app-context.ts';
import type { AppModule } from '../../platform/http/app-module.ts';
import { entriesImportRoutes } from './entries-import.routes.ts';

export const entriesImportModule: AppModule<AppContext> = {
  name: 'entries-import',
  routes: entriesImportRoutes,
};
