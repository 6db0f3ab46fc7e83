import type { RequestOptions } from '../http';

/** A write body of the /v1/ API (spec 2 §7): `{data: {type, attributes}}`. */
export const writeBody = (type: string, attributes: Record<string, unknown>, id?: string | number) => ({
  data: id === undefined ? { type, attributes } : { type, id: String(id), attributes },
});

/** The answer of a write whose `meta.message` is the spec's success text (spec 2 §8). */
export interface Answer<T = unknown> {
  data: T;
  meta?: { message?: string };
}

/**
 * What a call of the data provider gets: `send` for the caller's own path (spec 1 §6: staff and
 * admins get the admin/ prefix) and `sendAsIs` for paths every role calls unprefixed. Both resolve
 * with the response body and reject with the same HttpError as react-admin's CRUD methods.
 * Build paths with `callPath` so their parts are encoded.
 */
export interface CallContext {
  send<T = unknown>(method: string, path: string, payload?: unknown, options?: RequestOptions): Promise<T>;
  sendAsIs<T = unknown>(method: string, path: string, payload?: unknown, options?: RequestOptions): Promise<T>;
}
