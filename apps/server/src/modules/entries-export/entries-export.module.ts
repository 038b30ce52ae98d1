import type { AppContext } from '../../app-context.ts';
import type { AppModule } from '../../platform/http/app-module.ts';
import { entriesExportRoutes } from './entries-export.routes.ts';

export const entriesExportModule: AppModule<AppContext> = {
  name: 'entries-export',
  routes: entriesExportRoutes,
};
