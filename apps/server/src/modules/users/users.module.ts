import type { AppContext } from '../../app-context.ts';
import type { AppModule } from '../../platform/http/app-module.ts';
import { testUsersRoutes } from './test-users.routes.ts';
import { usersRoutes } from './users.routes.ts';

export const usersModule: AppModule<AppContext> = {
  name: 'users',
  routes(app, ctx) {
    usersRoutes(app, ctx);
    testUsersRoutes(app, ctx);
  },
};
