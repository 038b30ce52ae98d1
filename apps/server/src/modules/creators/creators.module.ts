import type { AppContext } from '../../app-context.ts';
import type { AppModule } from '../../platform/http/app-module.ts';
import { creatorsRoutes } from './creators.routes.ts';

export const creatorsModule: AppModule<AppContext> = { name: 'creators', routes: creatorsRoutes };
