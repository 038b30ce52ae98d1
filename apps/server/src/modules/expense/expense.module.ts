import type { AppContext } from '../../app-context.ts';
import type { AppModule } from '../../platform/http/app-module.ts';
import { payeesRoutes } from './payees.routes.ts';

/** The expense-management app: so far its settings (bank accounts, parties, individuals). */
export const expenseModule: AppModule<AppContext> = {
  name: 'expense',
  routes: (app, ctx) => payeesRoutes(app, ctx),
};
