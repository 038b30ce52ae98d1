import type { AppContext } from '../../app-context.ts';
import type { AppModule } from '../../platform/http/app-module.ts';
import { meRoutes } from './me.routes.ts';

export const meModule: AppModule<AppContext> = { name: 'me', routes: meRoutes };
