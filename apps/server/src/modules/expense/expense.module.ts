import type { AppContext } from '../../app-context.ts';
import type { AppModule } from '../../platform/http/app-module.ts';
import { payeesRoutes } from './payees.routes.ts';
import { requestsRoutes } from './requests.routes.ts';

/** The expense-management app: its settings (bank accounts, parties, individuals) and transfer requests. */
export const expenseModule: AppModule<AppContext> = {
  name: 'expense',
  routes: (app, ctx) => {
    payeesRoutes(app, ctx);
    requestsRoutes(app, ctx);
  },
};
