import { authMessages } from '@atrium/domain/auth/auth.messages.ts';
import { apiErrorSchema } from '@atrium/domain/common/api-error.ts';
import { fillPath, type Operation } from '@atrium/domain/common/contract.ts';
import { IDEMPOTENCY_KEY_HEADER } from '@atrium/domain/common/idempotency.ts';
import type { z } from 'zod';

/** A refused or failed call, carrying the server's `{error: {code, message, fields?}}` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** A refusal (4xx): the server answered and said why. Network failures (0) and server faults (5xx) are not. */
export function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * The one mapping from a failed call to what the screen says: a refusal shows the server's reason; a network
 * failure or a server fault shows the screen's own catalogue message (platform §8), which every call site
 * passes.
 */
export function errorMessage(error: unknown, fallback: string = authMessages.unexpectedError): string {
  if (isRefusal(error) && error.message) return error.message;
  return fallback;
}

type InputOf<T> = T extends z.ZodType ? z.input<T> : never;

export interface CallOptions<Op extends Operation> {
  params?: InputOf<Op['params']>;
  query?: InputOf<Op['query']>;
  /** JSON for ordinary operations; FormData for multipart ones (organisation creation). */
  body?: InputOf<Op['body']> | FormData;
  signal?: AbortSignal;
  /** Names one user action on an idempotent operation; a resend of the action carries the same key. */
  idempotencyKey?: string;
  /** The operation's request, already sent (the session asked as the page starts): its answer is read as is. */
  sent?: Promise<Response>;
}

function buildUrl(op: Operation, params?: unknown, query?: unknown): string {
  const path = fillPath(op.path, (params ?? {}) as Record<string, string>);
  if (!query) return path;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

async function readError(response: Response): Promise<ApiError> {
  try {
    const parsed = apiErrorSchema.safeParse(await response.json());
    if (parsed.success) {
      const { code, message, fields } = parsed.data.error;
      return new ApiError(response.status, code, message, fields);
    }
  } catch {
    // Not JSON (a proxy page, an empty body): fall through to the generic message.
  }
  return new ApiError(response.status, 'internal', authMessages.unexpectedError);
}

/** Calls one contract operation with the session cookie and returns its parsed response. */
export async function callApi<Op extends Operation>(
  op: Op,
  options: CallOptions<Op> = {},
): Promise<z.output<Op['response']>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await (options.sent ??
      fetch(buildUrl(op, options.params, options.query), {
        method: op.method,
        credentials: 'same-origin',
        headers,
        body,
        signal: options.signal,
      }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', authMessages.unexpectedError);
  }

  if (!response.ok) throw await readError(response);
  const data: unknown = response.status === 204 ? {} : await response.json();
  const parsed = op.response.safeParse(data);
  if (parsed.success) return parsed.data as z.output<Op['response']>;
  // Keep working with what the server sent, but say loudly that the contract and the answer differ.
  console.warn(`Response of ${op.method} ${op.path} does not match its contract`, parsed.error.issues);
  return data as z.output<Op['response']>;
}
