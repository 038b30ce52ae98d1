import type { AppContext } from '../../app-context.ts';
import type { AppModule } from '../../platform/http/app-module.ts';
import { orgsRoutes } from './orgs.routes.ts';

export const orgsModule: AppModule<AppContext> = { name: 'orgs', routes: orgsRoutes };
