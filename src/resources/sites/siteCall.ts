import { apiCall } from '../../dataProvider/send';

/** Writes of site pages take `{data: {type, attributes}}` (spec 2 §7). */
export const writeBody = (type: string, attributes: Record<string, unknown>) => ({ data: { type, attributes } });

/** A site write; the answer's `meta.message` is the spec's success text. */
export async function siteWrite(method: string, path: string, type: string, attributes: Record<string, unknown>) {
  return apiCall<{ meta?: { message?: string } }>(method, path, writeBody(type, attributes));
}

