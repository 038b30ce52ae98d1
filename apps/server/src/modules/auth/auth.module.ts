import type { AppContext } from '../../app-context.ts';
import type { AppModule } from '../../platform/http/app-module.ts';
import { authRoutes } from './auth.routes.ts';
import { microsoftRoutes } from './microsoft.routes.ts';

/** Password and Microsoft sign-in, sessions and password reset. */
export const authModule: AppModule<AppContext> = {
  name: 'auth',
  routes(app, ctx) {
    authRoutes(app, ctx);
    microsoftRoutes(app, ctx);
  },
};
