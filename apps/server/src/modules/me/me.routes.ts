import { dashboardMessages, QUICK_ACTION_IDS } from '@atrium/domain/dashboard/quick-actions.ts';
import { meContract } from '@atrium/domain/me/me.contract.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { publish } from '../../platform/events/event-bus.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { addRoute } from '../../platform/http/route.ts';
import { setQuickAction, updateSettings } from './me.repo.ts';
import { describeMe } from './me.service.ts';

export function meRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, meContract.me, async (request) => describeMe(ctx.db, await request.auth()));
  addRoute(app, meContract.session, async (request) => {
    const auth = await request.optionalAuth();
    return { me: auth ? await describeMe(ctx.db, auth) : null };
  });

  addRoute(app, meContract.updateSettings, async (request) => {
    const { user } = await request.auth();
    return ctx.db.transaction(async (tx) => {
      const settings = await updateSettings(tx, user.id, request.body);
      await publish(tx, { type: 'me.changed' }, { kind: 'user', userId: user.id });
      return settings;
    });
  });

  for (const [op, starred] of [
    [meContract.starQuickAction, true],
    [meContract.unstarQuickAction, false],
  ] as const) {
    addRoute(app, op, async (request) => {
      const { user } = await request.auth();
      if (!QUICK_ACTION_IDS.includes(request.params.actionId))
        throw badRequest(dashboardMessages.unknownQuickAction);
      return ctx.db.transaction(async (tx) => {
        const quickActions = await setQuickAction(tx, user.id, request.params.actionId, starred);
        await publish(tx, { type: 'me.changed' }, { kind: 'user', userId: user.id });
        return { quickActions };
      });
    });
  }
}
