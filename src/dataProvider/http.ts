import { HttpError } from 'react-admin';
import { validToken } from '../authProvider/tokenStore';
import { firstErrorTitle } from '../rules/errorText';
import { toHttpErrorBody } from './errorBody';

export interface JsonResponse<T = unknown> {
  status: number;
  body: T;
}

/**
 * fetch for /v1/: bearer token, JSON in and out, and failures as `HttpError` whose message is the
 * spec 1 §8 error text (response message, else title + detail per error; parse failure "Unexpected error").
 */
export async function request<T = unknown>(
  method: string,
  url: string,
  payload?: unknown,
  fetcher: typeof fetch = (...args) => fetch(...args),
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { accept: 'application/vnd.api+json, application/json' };
  const token = validToken();
  if (token) headers.authorization = `Bearer ${token.token}`;
  if (payload !== undefined) headers['content-type'] = 'application/json';
  const response = await fetcher(url, {
    method,
    headers,
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  const text = await response.text();
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
