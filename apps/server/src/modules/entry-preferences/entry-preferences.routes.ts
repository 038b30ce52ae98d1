import { entryPreferencesContract as contract } from '@atrium/domain/entries/entry-preferences.contract.ts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import { addRoute } from '../../platform/http/route.ts';
import { readPreferences, replacePreferences } from './entry-preferences.service.ts';

/** Saved filters and column selections of the entries table, per user and form. */
export function entryPreferencesRoutes(app: FastifyInstance, ctx: AppContext): void {
  addRoute(app, contract.get, async (request) =>
    readPreferences(ctx, await request.auth(), request.params.formId),
  );
  addRoute(app, contract.put, async (request) =>
    replacePreferences(ctx, await request.auth(), request.params.formId, request.body),
  );
}
