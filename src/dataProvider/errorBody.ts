import { errorText, type ErrorBody } from '../rules/errorText';

/**
 * The body an `HttpError` carries: the API's JSON:API body under `jsonapi`, and, for a 422, the
 * field messages under `errors` as `{field: message}` — the shape react-admin's forms read to show
 * server-side validation next to each input. `errors` is absent otherwise, so react-admin never
 * mistakes another failure for a validation error and still shows its toast.
 */
export interface HttpErrorBody {
  message: string;
  jsonapi: ErrorBody | null;
  /** Field messages, plus `root.serverError`, which react-admin toasts instead of its generic "form is not valid". */
  errors?: Record<string, string | { serverError: string }>;
}

const ATTRIBUTE = /^\/data\/attributes\/(.+)$/;

export function toHttpErrorBody(status: number, body: unknown): HttpErrorBody {
  const jsonapi = body && typeof body === 'object' ? (body as ErrorBody) : null;
  const result: HttpErrorBody = { message: errorText(body), jsonapi };
  if (status !== 422 || !Array.isArray(jsonapi?.errors)) return result;
  const fields: Record<string, string> = {};
  for (const error of jsonapi.errors as { detail?: string; source?: { pointer?: string } }[]) {
    const field = ATTRIBUTE.exec(error.source?.pointer ?? '')?.[1]?.replace(/\//g, '.');
    if (field && error.detail && !fields[field]) fields[field] = error.detail;
  }
  return Object.keys(fields).length ? { ...result, errors: { ...fields, root: { serverError: result.message } } } : result;
}

/** The JSON:API body behind an error thrown by the data provider (or the raw body of another error). */
export const jsonapiOf = (body: unknown): ErrorBody | undefined =>
  body && typeof body === 'object' && 'jsonapi' in body ? ((body as HttpErrorBody).jsonapi ?? undefined) : (body as ErrorBody | undefined);
