import type { AppContext } from '../../app-context.ts';
import type { AppModule } from '../../platform/http/app-module.ts';
import { licensesRoutes } from './licenses.routes.ts';

export const licensesModule: AppModule<AppContext> = { name: 'licenses', routes: licensesRoutes };
