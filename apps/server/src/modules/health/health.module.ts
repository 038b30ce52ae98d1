import type { AppContext } from '../../app-context.ts';
import type { AppModule } from '../../platform/http/app-module.ts';
import { healthRoutes } from './health.routes.ts';

export const healthModule: AppModule<AppContext> = { name: 'health', routes: healthRoutes };
