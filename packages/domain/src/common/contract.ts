import type { z } from 'zod';
import type { ApiTag } from './api-tags.ts';

/** Error answers an operation may give beyond those its shape implies (see `errorStatusesOf`). */
export type ExtraErrorStatus = 401 | 403 | 404 | 409 | 413 | 422 | 429;

/**
 * One HTTP operation: the server route, the web fetcher and the tests all import the same object,
 * so a path or a schema is written once.
 */
export interface Operation<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  summary: string;
  body?: Body;
  params?: Params;
  query?: Query;
  response: Response;
  /** Set for the few operations anyone may call; every other operation needs a signed-in session. */
  public?: true;
  /**
   * The parts of a multipart/form-data body, for the API document only: such a route reads its parts as
   * they stream in, so nothing is validated against this schema before the handler runs.
   */
  multipart?: z.ZodObject;
  /** Further error answers the operation gives, e.g. 409 when a name is taken or a version is stale. */
  errors?: readonly ExtraErrorStatus[];
  /**
   * Honours an Idempotency-Key header (decision 0035): a retry of the same action has its effect once. Such an
   * operation also answers 409 while the first request with the key runs, and 422 for a key reused on
   * another body.
   */
  idempotent?: true;
}

/** An operation of a contract: named and grouped for the API document. */
export type NamedOperation<Op extends Operation = Operation> = Op & { operationId: string; tag: ApiTag };

export function operation<
  Body extends z.ZodType | undefined = undefined,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
>(op: Operation<Body, Params, Query, Response>): Operation<Body, Params, Query, Response> {
  return op;
}

/**
 * A domain's operations under one name: each gets the operationId `<name>.<key>` and the domain's tag, so
 * the API document names and groups every operation without a word more in the contract itself.
 */
export function contract<const Ops extends Record<string, Operation>>(
  name: string,
  tag: ApiTag,
  ops: Ops,
): { readonly [K in keyof Ops]: NamedOperation<Ops[K]> } {
  const named: Record<string, NamedOperation> = {};
  for (const [key, op] of Object.entries(ops)) named[key] = { ...op, operationId: `${name}.${key}`, tag };
  return named as { readonly [K in keyof Ops]: NamedOperation<Ops[K]> };
}

/**
 * The error statuses an operation answers with, from its shape: 400 for input it validates, 401 and 403
 * when it needs a session (403 also when a cross-site browser request is refused), 404 for a record named in
 * its path, 413 for an upload, 409 and 422 when it honours an Idempotency-Key, and those it declares.
 */
export function errorStatusesOf(
  op: Pick<Operation, 'method' | 'params' | 'public' | 'multipart' | 'errors' | 'idempotent'>,
): number[] {
  const statuses = new Set<number>([400]);
  if (!op.public) statuses.add(401).add(403);
  if (op.method !== 'GET') statuses.add(403);
  if (op.params) statuses.add(404);
  if (op.multipart) statuses.add(413);
  if (op.idempotent) statuses.add(409).add(422);
  for (const status of op.errors ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

/** Fills `:name` segments of an operation path. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
