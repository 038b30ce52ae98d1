import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';

export function templatesManageRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
