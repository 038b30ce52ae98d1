import { profileContract } from '@atrium/domain/profile/profile.contract.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addRoute } from '../../platform/http/route.ts';
import { updateAccount, updateProfile } from './profile.service.ts';

/** One's own profile. */
export function profileRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, profileContract.update, async (request) =>
    updateProfile(ctx, await request.auth(), request.body),
  );
  addRoute(app, profileContract.updateAccount, async (request) =>
    updateAccount(ctx, await request.auth(), request.body),
  );
}
