import type { RaRecord } from 'react-admin';

export interface ApiRecord {
  id: string | number;
  type: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { id: string | number; type: string } | null }>;
}

/** `{id, type, attributes, relationships}` -> `{id, ...attributes, <rel>Id}`. */
// `any` default: react-admin's methods are generic in the record type
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function fromApi<T extends RaRecord = any>(record: ApiRecord): T {
  const related: Record<string, unknown> = {};
  for (const [name, rel] of Object.entries(record.relationships ?? {})) related[`${name}Id`] = rel.data?.id ?? null;
  return { ...record.attributes, ...related, id: record.id } as T;
}

/**
 * A form's values -> the write body `{data: {type, attributes}}` (the id travels in the URL); the
 * fields named in `relationships` (field -> related type) go to `relationships` instead, the
 * inverse of fromApi: `environmentId: 7` -> `environment: {data: {type: 'environments', id: '7'}}`.
 */
export function toApi(type: string, data: Partial<RaRecord>, relationships: Record<string, string> = {}) {
  const { id: _id, ...fields } = data;
  const attributes: Record<string, unknown> = {};
  const related: Record<string, { data: { type: string; id: string } | null }> = {};
  for (const [field, value] of Object.entries(fields)) {
    const relatedType = relationships[field];
    if (relatedType === undefined) attributes[field] = value;
    else related[field.replace(/Id$/, '')] = { data: value == null ? null : { type: relatedType, id: String(value) } };
  }
  return { data: { type, attributes, ...(Object.keys(related).length ? { relationships: related } : {}) } };
}
