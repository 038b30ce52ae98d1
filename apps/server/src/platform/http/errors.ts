import type { ErrorCode } from '@atrium/domain/common/api-error.ts';

/** A refusal the user should read: carries the status, a stable code and the spec's message. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'bad_request', message, fields);
export const validationFailed = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'validation', message, fields);
export const unauthenticated = (message: string) => new AppError(401, 'unauthenticated', message);
export const forbidden = (message: string) => new AppError(403, 'forbidden', message);
export const notFound = (message: string) => new AppError(404, 'not_found', message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new AppError(409, 'conflict', message, fields);
export const tooManyRequests = (message: string) => new AppError(429, 'too_many_requests', message);
