import { apiErrorSchema } from '@atrium/domain/common/api-error.ts';
import { apiTags } from '@atrium/domain/common/api-tags.ts';
import { errorStatusesOf, type NamedOperation } from '@atrium/domain/common/contract.ts';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SESSION_COOKIE } from '../auth/session-cookie.ts';

/** What the API document says of a route beyond its schemas; a contract operation carries all of it. */
export type RouteDoc = Pick<NamedOperation, 'operationId' | 'tag' | 'summary' | 'method'> &
  Partial<Pick<NamedOperation, 'params' | 'public' | 'errors' | 'multipart' | 'idempotent'>>;

/** A route that answers with a stored file rather than JSON: the file's media type (range) and what it is. */
export interface FileAnswer {
  mediaType: string;
  description: string;
}

interface DocNote {
  errors: number[];
  multipart?: z.ZodObject;
  file?: FileAnswer;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Read only by the API document: the route's error answers and its multipart body. */
    apiDocument?: DocNote;
  }
}

const SESSION_SCHEME = 'session';

/**
 * The schema keys and route config that document a route: its name, group, whether it needs the session
 * cookie, its error answers and, for an upload, its multipart body. Used by `addRoute` and by the few routes
 * that stream their answer themselves.
 */
export function documentRoute(doc: RouteDoc, answers: { file?: FileAnswer } = {}) {
  return {
    schema: {
      operationId: doc.operationId,
      tags: [doc.tag],
      summary: doc.summary,
      security: doc.public ? [] : [{ [SESSION_SCHEME]: [] }],
    },
    config: {
      apiDocument: {
        errors: errorStatusesOf(doc),
        ...(doc.multipart ? { multipart: doc.multipart } : {}),
        ...(answers.file ? { file: answers.file } : {}),
      },
    },
  };
}

const errorDescriptions: Record<number, string> = {
  400: 'Refused input: a field is missing or invalid (`fields` names each one), or the request is malformed.',
  401: 'Not signed in, the session has ended, or the credentials are wrong.',
  403: 'Not allowed: the caller lacks the right or the app is blocked, or a cross-site browser request was refused.',
  404: 'Not found, or it belongs to another organisation.',
  409:
    'Conflicts with the current state: a name is taken, the record changed since it was read, or a request ' +
    'with the same Idempotency-Key is still in progress.',
  413: 'The upload is too large.',
  422: 'The Idempotency-Key was already used for a different request.',
  429: 'Too many attempts: wait before trying again.',
};

// @fastify/swagger takes a response's description from this key, or else writes 'Default Response'.
const RESPONSE_DESCRIPTION = 'x-response-description';
const successDescriptions: Record<string, string> = { 200: 'OK.', 201: 'Created.' };

const errorAnswer = (status: number) => ({
  description: errorDescriptions[status] ?? 'Refused.',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
});

type Transform = NonNullable<FastifyDynamicSwaggerOptions['transform']>;

/**
 * The zod transform, then what zod cannot say: the shared error answers, and the multipart body of an
 * upload (such a route reads its parts itself, so the body is described here and never validated).
 */
const transform: Transform = (input) => {
  const { schema, url } = jsonSchemaTransform(input);
  const note = input.route.config?.apiDocument;
  if (!note) return { schema, url };
  const described: Record<string, unknown> = { ...schema };
  const response: Record<string, unknown> = {};
  const answers = (schema.response ?? {}) as Record<string, Record<string, unknown>>;
  for (const [status, answer] of Object.entries(answers)) {
    const description = answer.description ?? successDescriptions[status] ?? 'OK.';
    response[status] = { [RESPONSE_DESCRIPTION]: description, ...answer };
  }
  if (note.file) {
    const binary = { schema: { type: 'string', format: 'binary' } };
    response[200] = { description: note.file.description, content: { [note.file.mediaType]: binary } };
  }
  for (const status of note.errors) response[status] = errorAnswer(status);
  described.response = response;
  if (note.multipart) {
    const form = z.toJSONSchema(note.multipart, { target: 'draft-2020-12', io: 'input' });
    delete form.$schema;
    described.body = { content: { 'multipart/form-data': { schema: form } } };
  }
  return { schema: described, url };
};

/** The options of @fastify/swagger: an OpenAPI 3.1 document (JSON Schema 2020-12, as zod emits it). */
export function apiDocumentOptions(): FastifyDynamicSwaggerOptions {
  const apiError = z.toJSONSchema(apiErrorSchema, { target: 'draft-2020-12' });
  delete apiError.$schema;
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Atrium API',
        version: '0.1.0',
        license: { name: 'MIT', identifier: 'MIT' },
        description:
          'Every operation but sign-in and a few public ones needs the session cookie that sign-in sets. ' +
          'State-changing requests that a browser marks as cross-site (Sec-Fetch-Site or Origin) are refused ' +
          'with 403; scripts that send neither header are not affected. Every refusal carries the body ' +
          '`{error: {code, message, fields?}}`. Operations with an `Idempotency-Key` header parameter make a ' +
          'request sent again with the same key and body once: the retry gets the first answer, marked ' +
          '`Idempotency-Replayed: true`.',
      },
      servers: [{ url: '/', description: 'This server' }],
      tags: Object.entries(apiTags).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The httpOnly session cookie set by a sign-in operation.',
          },
        },
        schemas: { ApiError: apiError as Record<string, unknown> },
      },
      security: [{ [SESSION_SCHEME]: [] }],
    },
    transform,
  };
}
