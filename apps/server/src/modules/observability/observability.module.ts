import type { AppContext } from '../../app-context.ts';
import type { AppModule } from '../../platform/http/app-module.ts';
import { observabilityRoutes } from './observability.routes.ts';

export const observabilityModule: AppModule<AppContext> = {
  name: 'observability',
  routes: observabilityRoutes,
};
