import { expensePayeesContract as contract } from '@atrium/domain/expense/expense-payees.contract.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addRoute } from '../../platform/http/route.ts';
import {
  addBankAccount,
  addPayee,
  archiveBankAccount,
  archivePayee,
  editBankAccount,
  editPayee,
  listPayees,
} from './payees.service.ts';

/** The routes of expense-payees.contract.ts (Expense Settings). */
export function payeesRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, contract.list, async (request) =>
    listPayees(ctx, await request.auth(), request.query.archived === 'include'),
  );
  addRoute(
    app,
    contract.addBankAccount,
    async (request) => addBankAccount(ctx, await request.auth(), request.body),
    {
      status: 201,
    },
  );
  addRoute(app, contract.editBankAccount, async (request) =>
    editBankAccount(ctx, await request.auth(), request.params.id, request.body),
  );
  addRoute(app, contract.archiveBankAccount, async (request) =>
    archiveBankAccount(ctx, await request.auth(), request.params.id, request.body.archived),
  );
  addRoute(app, contract.addPayee, async (request) => addPayee(ctx, await request.auth(), request.body), {
    status: 201,
  });
  addRoute(app, contract.editPayee, async (request) =>
    editPayee(ctx, await request.auth(), request.params.id, request.body),
  );
  addRoute(app, contract.archivePayee, async (request) =>
    archivePayee(ctx, await request.auth(), request.params.id, request.body.archived),
  );
}
