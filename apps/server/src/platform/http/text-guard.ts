import { valueRefusal } from '@atrium/domain/common/request-text.ts';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/**
 * One place for every route: a body, query or path parameter carrying NUL, a lone surrogate or too deep a
 * nesting is refused with 400 before validation, so no route can pass it on to the database.
 */
export function installTextGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) refuseBadText(part);
  });
}

/**
 * The same refusal for text a route reads itself, after the hook: the text parts of a multipart body are
 * parsed only by the route that asks for them.
 */
export function refuseBadText(value: unknown): void {
  const refusal = valueRefusal(value);
  if (refusal)
    throw badRequest(refusal.message, refusal.path ? { [refusal.path]: refusal.message } : undefined);
}
