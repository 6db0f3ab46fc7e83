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

/** A form's values -> the write body `{data: {type, attributes}}` (the id travels in the URL). */
export function toApi(type: string, data: Partial<RaRecord>) {
  const { id: _id, ...attributes } = data;
  return { data: { type, attributes } };
}
