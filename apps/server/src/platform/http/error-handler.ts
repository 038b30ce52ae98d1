import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import type { ApiErrorBody } from '@atrium/domain/common/api-error.ts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';

function body(code: string, message: string, fields?: Record<string, string>): ApiErrorBody {
  return { error: { code, message, ...(fields ? { fields } : {}) } };
}

/** Every failure leaves as `{error: {code, message, fields?}}`; only real faults are 500 and logged as such. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(body(error.code, error.message, error.fields));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        if (key && !(key in fields)) fields[key] = issue.message ?? 'Invalid value.';
      }
      const first = error.validation[0]?.message ?? 'Invalid request.';
      return reply.status(400).send(body('validation', first, fields));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.status(413).send(body('payload_too_large', 'The upload is too large.'));
    if (status === 429)
      return reply.status(429).send(body('too_many_requests', authMessages.tooManyRequests));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body('bad_request', error.message || 'Invalid request.'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(body('internal', authMessages.unexpectedError));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send(body('not_found', `No such endpoint: ${request.method} ${request.url}`));
  });
}
