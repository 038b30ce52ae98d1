import type { AppContext } from '../../app-context.ts';
import type { AppModule } from '../../platform/http/app-module.ts';
import { userGroupsRoutes } from './user-groups.routes.ts';

export const userGroupsModule: AppModule<AppContext> = { name: 'user-groups', routes: userGroupsRoutes };
