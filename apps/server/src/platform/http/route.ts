import type { NamedOperation, Operation } from '@atrium/domain/common/contract.ts';
import { idempotencyHeadersSchema } from '@atrium/domain/common/idempotency.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { documentRoute } from './api-document.ts';

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

export type OperationRequest<Op> =
  Op extends Operation<infer B, infer P, infer Q, z.ZodType>
    ? FastifyRequest<{ Body: Infer<B>; Params: Infer<P>; Querystring: Infer<Q> }>
    : never;

export type OperationResult<Op> =
  Op extends Operation<z.ZodType | undefined, z.ZodType | undefined, z.ZodType | undefined, infer R>
    ? z.input<R>
    : never;

/**
 * Registers a contract operation: the zod schemas validate the request and shape the response,
 * so a handler cannot leak a field the contract does not list. The API document names, groups and
 * secures the operation and lists its error answers from the same object. An idempotent operation takes the
 * Idempotency-Key header, which `installIdempotency` honours.
 */
export function addRoute<Op extends NamedOperation>(
  app: FastifyInstance,
  op: Op,
  handler: (request: OperationRequest<Op>, reply: FastifyReply) => Promise<OperationResult<Op>>,
  options: { bodyLimit?: number; status?: number } = {},
): void {
  const doc = documentRoute(op);
  const schema: FastifySchema = {
    ...doc.schema,
    ...(op.body ? { body: op.body } : {}),
    ...(op.params ? { params: op.params } : {}),
    ...(op.query ? { querystring: op.query } : {}),
    ...(op.idempotent ? { headers: idempotencyHeadersSchema } : {}),
    response: { [options.status ?? 200]: op.response },
  };
  app.route({
    method: op.method,
    url: op.path,
    bodyLimit: options.bodyLimit,
    config: { ...doc.config, ...(op.idempotent ? { idempotentOperation: op.operationId } : {}) },
    schema,
    handler: async (request, reply) => {
      const result = await handler(request as OperationRequest<Op>, reply);
      if (options.status) reply.status(options.status);
      return result;
    },
  });
}

/** Registers an operation that creates something: it answers 201 Created. */
export function addCreateRoute<Op extends NamedOperation>(
  app: FastifyInstance,
  op: Op,
  handler: (request: OperationRequest<Op>, reply: FastifyReply) => Promise<OperationResult<Op>>,
  options: { bodyLimit?: number } = {},
): void {
  addRoute(app, op, handler, { ...options, status: 201 });
}
