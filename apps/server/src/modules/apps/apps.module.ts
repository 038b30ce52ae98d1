import type { AppContext } from '../../app-context.ts';
import type { AppModule } from '../../platform/http/app-module.ts';
import { appsRoutes } from './apps.routes.ts';

export const appsModule: AppModule<AppContext> = { name: 'apps', routes: appsRoutes };
