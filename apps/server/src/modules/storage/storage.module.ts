import type { AppContext } from '../../app-context.ts';
import type { AppModule } from '../../platform/http/app-module.ts';
import { storageRoutes } from './storage.routes.ts';

/** The storage app: folder configurations, the files uploaded into them, and their reads and deletes. */
export const storageModule: AppModule<AppContext> = {
  name: 'storage',
  routes: (app, ctx) => storageRoutes(app, ctx),
};
