import type { AppContext } from '../../app-context.ts';
import type { AppModule } from '../../platform/http/app-module.ts';
import { formGroupsRoutes } from './form-groups.routes.ts';

export const formGroupsModule: AppModule<AppContext> = { name: 'form-groups', routes: formGroupsRoutes };
