import { testUsersContract as op } from '@atrium/domain/users/test-users.contract.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addRoute } from '../../platform/http/route.ts';
import { listOrgPeople, setTestUser } from './test-users.service.ts';

/** The master admin's view of an organisation's users, to set the test-user flag. */
export function testUsersRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, op.list, async (request) => {
    const { actor } = await request.auth();
    return listOrgPeople(ctx.db, actor, request.params.orgId, request.query);
  });
  addRoute(app, op.setTestUser, async (request) => {
    const { actor } = await request.auth();
    const { orgId, userId } = request.params;
    return setTestUser(ctx.db, actor, orgId, userId, request.body.isTestUser);
  });
}
