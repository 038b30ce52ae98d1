import type { z } from 'zod';

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
}

export function operation<
  Body extends z.ZodType | undefined = undefined,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
>(op: Operation<Body, Params, Query, Response>): Operation<Body, Params, Query, Response> {
  return op;
}

/** Fills `:name` segments of an operation path. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
