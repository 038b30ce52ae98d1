import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** Stops a background job; resolves once a round under way has ended. */
export type StopJob = () => Promise<void>;

/**
 * What a module adds to the server: its routes, and the background jobs it owns. The server starts from
 * one list of these, so the platform never names a module and a new module is one more line in that list.
 */
export interface AppModule<Ctx> {
  name: string;
  routes(app: FastifyInstance, ctx: Ctx): void;
  /** Starts the module's periodic work; each stop runs when the server closes. */
  jobs?(ctx: Ctx, log: FastifyBaseLogger): StopJob[];
}

/** Registers every module's routes, then starts their jobs, stopping them all when the server closes. */
export function installModules<Ctx>(
  app: FastifyInstance,
  ctx: Ctx,
  modules: readonly AppModule<Ctx>[],
): void {
  for (const module of modules) module.routes(app, ctx);
  const stops = modules.flatMap((module) => module.jobs?.(ctx, app.log) ?? []);
  app.addHook('onClose', async () => {
    await Promise.all(stops.map((stop) => stop()));
  });
}
