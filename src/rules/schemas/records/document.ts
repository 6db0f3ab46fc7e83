import { z } from 'zod';

/**
 * The JSON:API documents the API answers (ARCHITECTURE §3), as zod schemas. The API declares them as
 * each route's response, so /v1/openapi.json documents them and every answer is checked against
 * them on its way out; the panel takes its record types from the same schemas.
 *
 * Objects are strict: an attribute the schema does not name fails the answer (a 500 that the API
 * tests see) instead of being dropped on the way out or reaching the panel undeclared.
 */

/** A moment: a Date where the API builds its answer, an ISO 8601 string on the wire. */
export const moment = z.codec(z.iso.datetime(), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** A whole number (counts, sizes in MB, ids kept as numbers). */
export const int = z.number().int();

/** `{id, type, attributes}` with exactly these attributes. */
export const resourceObject = <T extends string, A extends z.ZodRawShape>(type: T, attributes: A) =>
  z.strictObject({ id: z.string(), type: z.literal(type), attributes: z.strictObject(attributes) });

/** A to-one relationship: `{data: {type, id}}`. */
export const relationship = <T extends string>(type: T) => z.strictObject({ data: z.strictObject({ type: z.literal(type), id: z.string() }) });

/** The pagination meta of every paged list (spec 1 §7 envelope). */
export const listMeta = z.strictObject({
  current_page: int,
  from: int.nullable(),
  last_page: int,
  per_page: int,
  to: int.nullable(),
  total: int,
  /** The total is PostgreSQL's estimate of a long list, not a count (README "Lists at scale"). */
  total_estimated: z.boolean().optional(),
  /** Pass as `after` with the next page to start right behind this one (README "Lists at scale"). */
  next_cursor: z.string().nullable().optional(),
});

/** What a write says it did (a toast text): `meta.message`. */
export const messageMeta = z.strictObject({ message: z.string() });

/** `{data: record}`, with `meta.message` where a write says what it did. */
export const oneDocument = <S extends z.ZodType>(data: S) => z.strictObject({ data, meta: messageMeta.optional() });

/** `{data: [records], meta}`: a page of a list, or a whole short list with its own meta. */
export const listDocument = <S extends z.ZodType, M extends z.ZodType = typeof listMeta>(record: S, meta?: M) =>
  z.strictObject({ data: z.array(record), meta: (meta ?? listMeta) as M });

/** `{data: [records]}`: a short list that is never paged. */
export const recordsDocument = <S extends z.ZodType>(record: S) => z.strictObject({ data: z.array(record) });

/** JSON:API error object; `source` points at the failing input. */
export const errorObject = z.strictObject({
  status: z.string(),
  code: z.string().optional(),
  title: z.string(),
  detail: z.string().optional(),
  source: z.strictObject({ pointer: z.string().optional(), parameter: z.string().optional(), header: z.string().optional() }).optional(),
});

/** Every 4xx and 5xx answer: the errors and one text for a person. */
export const errorDocument = z.strictObject({ errors: z.array(errorObject), message: z.string() });

/** 204: no body. */
export const noContent = z.undefined();

type WireRecord = { id: string; attributes: object; relationships?: object };
type RelationshipIds<R extends WireRecord> = R['relationships'] extends object ? `${keyof R['relationships'] & string}Id` : never;

/**
 * A record as the panel holds it (dataProvider/records.ts `fromApi`): the id, the attributes, and
 * `<name>Id` for each relationship (a string, which wins over an attribute of that name). `R` is
 * the wire type, `z.input` of a record schema.
 */
export type Flat<R extends WireRecord> = { id: string } & Omit<R['attributes'], RelationshipIds<R>> & {
    [K in RelationshipIds<R>]: string;
  };

/** The answer of a check that passed (`…/validate`): refusals are 422s. */
export const validDocument = z.strictObject({ data: z.strictObject({ valid: z.literal(true) }) });
export const VALID: z.output<typeof validDocument> = { data: { valid: true } };
