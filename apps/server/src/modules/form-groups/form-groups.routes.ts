import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';

/** Form groups and the data-management landing and group pages built on them. */
export function formGroupsRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
