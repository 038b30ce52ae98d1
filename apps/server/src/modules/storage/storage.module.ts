import type { AppContext } from '../../app-context.ts';
import type { AppModule } from '../../platform/http/app-module.ts';
import { storageRoutes } from './storage.routes.ts';
import { startStoragePurge } from './storage-purge.job.ts';

/** The storage app: folder configurations, the files uploaded into them, their reads, deletes and purge. */
export const storageModule: AppModule<AppContext> = {
  name: 'storage',
  routes: (app, ctx) => storageRoutes(app, ctx),
  jobs: (ctx, log) => [startStoragePurge(ctx, (error) => log.error({ err: error }, 'storage purge failed'))],
};
