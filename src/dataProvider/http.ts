import { HttpError } from 'react-admin';
import { validToken } from '../authProvider/tokenStore';
import { firstErrorTitle } from '../rules/errorText';
import { toHttpErrorBody } from './errorBody';
import { attemptFor } from './idempotency';
import { takeAhead } from './readAhead';

export interface JsonResponse<T = unknown> {
  status: number;
  body: T;
}

export interface RequestOptions {
  /** A paying call: sent with an Idempotency-Key, the same one when the same attempt is retried. */
  idempotent?: boolean;
  /** The answer is a file (a picture), resolved as a Blob; failures are JSON:API as ever. */
  binary?: boolean;
}

/**
 * fetch for /v1/: bearer token, JSON in and out, and failures as `HttpError` whose message is the
 * spec 1 §8 error text (response message, else title + detail per error; parse failure "Unexpected error").
 */
export async function request<T = unknown>(
  method: string,
  url: string,
  payload?: unknown,
  // A GET the first page's reads already sent (readAhead.ts) takes that answer instead of asking again.
  fetcher: typeof fetch = (input, init) => takeAhead(input, init) ?? fetch(input, init),
  { idempotent = false, binary = false }: RequestOptions = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { accept: 'application/vnd.api+json, application/json' };
  const token = validToken();
  if (token) headers.authorization = `Bearer ${token.token}`;
  // A form (a file upload) goes as multipart, its boundary set by the browser.
  const form = payload instanceof FormData ? payload : undefined;
  if (payload !== undefined && !form) headers['content-type'] = 'application/json';
  const sent = payload === undefined || form ? undefined : JSON.stringify(payload);
  const attempt = idempotent ? attemptFor(method, url, sent) : null;
  if (attempt) headers['idempotency-key'] = attempt.header;
  const response = await fetcher(url, { method, headers, body: form ?? sent });
  if (binary && response.ok) return { status: response.status, body: (await response.blob()) as T };
  const text = await response.text();
  // Only an answer read whole ends the attempt.
  attempt?.answered(response.status);
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new HttpError('Unexpected error', response.status, text);
    }
  }
  if (!response.ok) {
    const errorBody = toHttpErrorBody(response.status, body);
    const notFound = response.status === 404 && firstErrorTitle(body) !== 'Invalid URI';
    throw new HttpError(notFound ? 'Resource not found' : errorBody.message, response.status, errorBody);
  }
  return { status: response.status, body: body as T };
}
