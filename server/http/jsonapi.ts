import { z } from 'zod';
import { messages } from '../../src/rules/messages.js';
import { MAX_RECORD_ID } from '../../src/rules/schemas/common.js';
import { ApiError } from './errors.js';

/** Query of every list (ARCHITECTURE §3); `filter[field]` keys are read separately. */
export const listQuerySchema = z.looseObject({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(15),
  sort: z.string().optional(),
  direction: z.enum(['asc', 'desc']).default('asc'),
  q: z.string().optional(),
  /** Keyset paging: the `next_cursor` of the page before (listCursor.ts). */
  after: z.string().max(2000).optional(),
});
export type ListQuery = z.output<typeof listQuerySchema>;

/**
 * A declared entry named by the client (a sort field, a filter), looked up among the record's own
 * keys only: `__proto__`, `constructor` or `toString` must not find Object.prototype's members.
 */
export function declared<T>(record: Record<string, T> | undefined, key: string): T | undefined {
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** `filter[field]=value` pairs; a field given twice (an array) is refused rather than joined. */
export function filtersOf(query: Record<string, unknown>): [field: string, value: string][] {
  const filters: [string, string][] = [];
  for (const [key, value] of Object.entries(query)) {
    const match = /^filter\[(\w+)\]$/.exec(key);
    if (!match || value === undefined) continue;
    if (typeof value !== 'string') throw invalidParameter(key, messages.oneValue(key));
    filters.push([match[1], value]);
  }
  return filters;
}

/**
 * The pagination meta of spec 1 §7 (current_page, from, last_page, per_page, to, total), and
 * `total_estimated` when the total is PostgreSQL's estimate rather than a count (listCount.ts), and
 * `next_cursor` for keyset paging (listCursor.ts).
 */
export function listMeta(page: number, perPage: number, total: number, count: number, estimated = false, nextCursor: string | null = null) {
  const from = count ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    from,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    to: count ? (page - 1) * perPage + count : null,
    total,
    total_estimated: estimated,
    next_cursor: nextCursor,
  };
}

export interface JsonApiRecord {
  id: string;
  type: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data: { type: string; id: string } | null }>;
}

export function toRecord(type: string, row: { id: number | string } & Record<string, unknown>): JsonApiRecord {
  const { id, ...attributes } = row;
  return { id: String(id), type, attributes };
}

/** Body of a write: `{data: {type, attributes}}` with the attributes checked by `attributes`. */
export const writeBody = <T extends z.ZodType>(type: string, attributes: T) =>
  z.object({
    data: z.object({
      type: z.literal(type).optional(),
      id: z.union([z.string(), z.number()]).optional(),
      attributes,
    }),
  });

export const idParams = z.object({ id: z.string() });

export function parseId(raw: string): number | null {
  return /^\d+$/.test(raw) && Number(raw) >= 1 && Number(raw) <= MAX_RECORD_ID ? Number(raw) : null;
}

export const invalidParameter = (parameter: string, detail: string) =>
  new ApiError(422, [{ status: '422', code: 'invalid', title: 'Invalid parameter', detail, source: { parameter } }]);
