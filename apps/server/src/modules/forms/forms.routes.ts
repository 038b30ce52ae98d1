import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';

/** Forms: builder saves, lists, access configuration, history, trash. */
export function formsRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
