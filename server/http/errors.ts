import type { z } from 'zod';

/** JSON:API error objects (ARCHITECTURE §3) and the one error class routes throw. */
export interface ErrorObject {
  status: string;
  code?: string;
  title: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string; header?: string };
}

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: ErrorObject[],
    message?: string,
    /** Headers the answer carries (e.g. Retry-After on a 429 or 503). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message ?? errors.map((e) => e.detail ?? e.title).join('\n'));
  }
}

export const notFound = () => new ApiError(404, [{ status: '404', code: 'not_found', title: 'Resource not found' }]);

export const invalidUri = () => new ApiError(404, [{ status: '404', code: 'invalid_uri', title: 'Invalid URI' }]);

export const unauthorized = (detail = 'Authentication failed. Please log in again.') =>
  new ApiError(401, [{ status: '401', code: 'unauthorized', title: 'Unauthorized', detail }]);

export const forbidden = (detail = 'You do not have access to this resource.') =>
  new ApiError(403, [{ status: '403', code: 'forbidden', title: 'Forbidden', detail }]);

/** Spec 1 §8: 403001 user blocked, 403002 unpaid invoices. */
export const blocked = (code: '403001' | '403002') =>
  new ApiError(403, [
    {
      status: '403',
      code,
      title: code === '403001' ? 'User blocked' : 'Unpaid invoices',
      detail: 'Your account is locked, usually due to unpaid invoices or misuse; contact support.',
    },
  ]);

export const invalid = (pointer: string, detail: string) =>
  new ApiError(422, [{ status: '422', code: 'invalid', title: 'Invalid attribute', detail, source: { pointer } }]);

export const conflict = (pointer: string, detail: string) =>
  new ApiError(422, [{ status: '422', code: 'taken', title: 'Invalid attribute', detail, source: { pointer } }]);

/**
 * A server of the data plane refused or failed the change (`cause`, which the log gets); nothing was
 * saved. 424 Failed Dependency, not 502: the request was sound and this API did not fail, the server
 * it depends on did, and no request to this API answers a 5xx but for load shedding (503).
 */
export function badGateway(detail: string, cause?: unknown) {
  const error = new ApiError(424, [{ status: '424', code: 'upstream_failed', title: 'Failed dependency', detail }]);
  error.cause = cause;
  return error;
}

/** 422 with one error per failed input of a body's attributes, as the error handler answers for route schemas. */
export const invalidInputs = (issues: z.core.$ZodIssue[]) =>
  new ApiError(
    422,
    issues.map((issue) => ({
      status: '422',
      code: 'invalid',
      title: 'Invalid attribute',
      detail: issue.message,
      source: { pointer: ['/data/attributes', ...issue.path.map(String)].join('/') },
    })),
  );
