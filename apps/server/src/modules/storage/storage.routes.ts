import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';

/** The routes of storage.contract.ts. */
export function storageRoutes(_app: FastifyInstance, _ctx: AppContext): void {}
