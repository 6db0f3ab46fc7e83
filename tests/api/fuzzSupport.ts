import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';

/**
 * Inputs for the fuzz suites: what clients send by mistake or on purpose. Prototype keys, NUL
 * characters, numbers past PostgreSQL's int4 (2147483647) and bigint, arrays and objects where a
 * string belongs, unicode and very long texts.
 */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
/** Room for the large form: a property's runs and the shrinking of a failure. */
export const PROPERTY_TIMEOUT_MS = Math.max(30_000, RUNS * 300);

/**
 * fast-check's settings for the property named `name`: a seed of its own, derived from the name,
 * so each route explores differently yet every run of the suite is the same. A failure prints its
 * seed and path; FUZZ_SEED and FUZZ_PATH replay it (with `-t` naming the property).
 */
export function fuzzParameters(name: string) {
  let hash = 2_166_136_261;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return {
    numRuns: RUNS,
    seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : hash | 0,
    ...(process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}),
  };
}

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty', 'prototype'];
const TRICKY_TEXTS = [
  '\u0000',
  'a\u0000b',
  '',
  ' ',
  '\uD800',
  '%00',
  '../../etc/passwd',
  "'; drop table bolts; --",
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'ßüñ👍🏽',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1.5',
  '1e309',
  '0x10',
  '2147483648',
  '99999999999',
  '-2147483649',
  'true',
  '[]',
  '{}',
];
const TRICKY_NUMBERS = [2147483648, 2147483647, -2147483649, 99999999999, 2 ** 63, Number.MAX_SAFE_INTEGER, 1e308, -1, 0, 0.5, -0];

/** A value from `arbitrary` one time in `n`, else null. */
export const oneIn = <T>(n: number, arbitrary: fc.Arbitrary<T>): fc.Arbitrary<T | null> =>
  fc.oneof({ weight: n - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });

export const keyArb = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 12 }));

/** Texts, weighted towards what breaks servers: NUL characters, prototype names, numbers as text. */
export const textArb = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...TRICKY_TEXTS) },
  { weight: 2, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 8 }).map((text) => `${text}\u0000${text}`) },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.nat({ max: 70_000 }).map((n) => 'x'.repeat(n)) },
);

export const numberArb = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...TRICKY_NUMBERS) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true }) },
);

/** Any JSON value, shallow: strings, numbers, booleans, null, arrays and objects of them. */
export const valueArb: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: textArb },
    { weight: 4, arbitrary: numberArb },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(keyArb, tie('value'), { maxKeys: 3, noNullPrototype: true }) },
  ),
})).value;

/** Bodies that are not JSON at all, or JSON that no JavaScript value gives. */
const RAW_BODIES = ['{', '{"data":', '[]', '"text"', 'null', '{"data":{"attributes":{"n":1e999}}}', '{"data":{"__proto__":{"x":1}}}'];

export type Body = { json: unknown } | { raw: string } | null;

/**
 * A valid value gone slightly wrong, so the rest of its body stays valid and the input reaches
 * the route's own code: a NUL or a lone surrogate added to a text, a number past int4 or bigint.
 */
function nearArb(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value === 'string') {
    return fc.constantFrom(`${value}\u0000`, `\u0000${value}`, `${value}\uD800`, `${value}${'x'.repeat(300)}`, '__proto__', ` ${value} `);
  }
  if (typeof value === 'number') return fc.constantFrom(2147483648, 99999999999, 2 ** 63, -2147483649, -value, value + 0.5, `${value}`);
  if (typeof value === 'boolean') return fc.constantFrom(String(value), Number(value), [value]);
  if (Array.isArray(value))
    return fc.constantFrom(
      [],
      [...value, ...value],
      value.map((item) => (typeof item === 'string' ? `${item}\u0000` : 2147483648)),
    );
  return valueArb;
}

/**
 * Mostly the route's valid body with an attribute or two gone slightly or wholly wrong, one
 * dropped or an unknown one added, and a wrong `data.type` now and then (so the input reaches the
 * route's own checks); else anything at all.
 */
export function bodyArb(base: unknown, names: string[]): fc.Arbitrary<Body> {
  const envelope = (base ?? {}) as { data?: { attributes?: Record<string, unknown> } & Record<string, unknown> } & Record<string, unknown>;
  const jsonApi = envelope.data !== undefined;
  const attributes = (jsonApi ? envelope.data?.attributes : envelope) ?? {};
  const known = [...new Set([...Object.keys(attributes), ...names])];
  const changeOf = (key: string) =>
    key in attributes ? fc.oneof({ weight: 3, arbitrary: nearArb(attributes[key]) }, { weight: 1, arbitrary: valueArb }) : valueArb;
  const changes = known.length
    ? fc
        .uniqueArray(fc.constantFrom(...known), { minLength: 1, maxLength: 2 })
        .chain((keys) => fc.tuple(...keys.map((key) => changeOf(key).map((value) => [key, value] as const))))
    : fc.constant([] as (readonly [string, unknown])[]);
  const mutated = fc
    .record({
      set: changes,
      drop: Object.keys(attributes).length
        ? oneIn(6, fc.constantFrom(...Object.keys(attributes))).map((key): string[] => (key ? [key] : []))
        : fc.constant([] as string[]),
      extra: oneIn(6, fc.dictionary(keyArb, valueArb, { minKeys: 1, maxKeys: 2, noNullPrototype: true })).map((keys) => keys ?? {}),
      type: oneIn(8, valueArb),
    })
    .map(({ set, drop, extra, type }) => {
      // Spread, not Object.assign: a "__proto__" key must stay a key, as JSON.parse would make it.
      const kept = Object.fromEntries(Object.entries(attributes).filter(([key]) => !drop.includes(key)));
      const changed = { ...kept, ...Object.fromEntries(set), ...extra };
      if (!jsonApi) return { json: changed };
      return { json: { ...envelope, data: { ...envelope.data, attributes: changed, ...(type === null ? {} : { type }) } } };
    });
  return fc.oneof(
    { weight: 12, arbitrary: mutated },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: valueArb.map((json) => ({ json })) },
    { weight: 1, arbitrary: valueArb.map((data) => ({ json: { data } })) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_BODIES).map((raw) => ({ raw })) },
  );
}

/** A query value: one text, a repeated key (an array), or `key[sub]=…` (an object). */
type QueryValue = string | string[] | Record<string, string>;
const scalarArb = fc.oneof(textArb, numberArb.map(String));
const queryValueArb: fc.Arbitrary<QueryValue> = fc.oneof(
  { weight: 6, arbitrary: scalarArb },
  { weight: 1, arbitrary: fc.array(scalarArb, { minLength: 2, maxLength: 3 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 5 })), scalarArb, {
      minKeys: 1,
      maxKeys: 2,
      noNullPrototype: true,
    }),
  },
);

const FILTER_FIELDS = [
  'id',
  'customerId',
  'serverId',
  'accountId',
  'boltId',
  'environmentId',
  'plan',
  'type',
  'status',
  'active',
  'hidden',
  'empty',
  'state',
  'keyType',
  'matchType',
  'notifications',
  'dedicated',
];
const LIST_KEYS = ['page', 'per_page', 'sort', 'direction', 'q'];
/** Values a parameter takes when used right, so that the others get past validation to the query. */
const PLAUSIBLE: Record<string, string[]> = {
  page: ['1', '2'],
  per_page: ['1', '100'],
  direction: ['asc', 'desc'],
  sort: ['id', 'name', 'createdAt', 'customer', 'title', 'status', ...PROTOTYPE_KEYS],
  q: ['a', 'Acme'],
  resolution: ['day', 'hour'],
  include: ['plan,customer,addons,scheduled'],
  target: ['bolt', 'environment'],
  plan: ['pro', 'enterprise'],
  billingPeriod: ['monthly', 'annual'],
};

/**
 * A query string: each of the route's own parameters (and a list's page, per_page, sort,
 * direction and q) present or not, with a plausible or an odd value, a list's filter[...] on any
 * field name, and a stray key.
 */
export function queryArb(names: string[], list: boolean): fc.Arbitrary<[string, QueryValue][]> {
  const keys = [...new Set([...names, ...(list ? LIST_KEYS : [])])];
  const valueFor = (key: string) =>
    PLAUSIBLE[key] ? fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...PLAUSIBLE[key]) }, { weight: 1, arbitrary: queryValueArb }) : queryValueArb;
  const own = fc.record(Object.fromEntries(keys.map((key) => [key, valueFor(key)])), { requiredKeys: [] });
  const filterKey = fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, ...FILTER_FIELDS), fc.string({ maxLength: 10 })).map((field) => `filter[${field}]`);
  const filterValue = fc.oneof(fc.constantFrom('1', 'true', 'pro', '1,2', '2147483648', '99999999999'), queryValueArb);
  const filters = list ? fc.array(fc.tuple(filterKey, filterValue), { maxLength: 2 }) : fc.constant([]);
  const stray = oneIn(4, fc.tuple(keyArb, queryValueArb));
  return fc
    .tuple(own, filters, stray)
    .map(([chosen, filtered, extra]) => [...Object.entries(chosen), ...filtered, ...(extra ? [extra] : [])] as [string, QueryValue][]);
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Percent-encoding of any text. A lone surrogate has no UTF-8 form, so it goes as the bytes a
 * careless client would send (ED A0 80), which are not UTF-8 either.
 */
export const encode = (text: string) =>
  text
    .split(LONE_SURROGATE)
    .map((part) => encodeURIComponent(part))
    .join('%ED%A0%80');

const encodeKey = (key: string) => encode(key).replace(/%5B/g, '[').replace(/%5D/g, ']');

export function queryString(base: string, entries: [string, QueryValue][]): string {
  const parts = base ? [base] : [];
  for (const [key, value] of entries) {
    if (typeof value === 'string') parts.push(`${encodeKey(key)}=${encode(value)}`);
    else if (Array.isArray(value)) for (const item of value) parts.push(`${encodeKey(key)}=${encode(item)}`);
    else for (const [sub, item] of Object.entries(value)) parts.push(`${encodeKey(key)}[${encode(sub)}]=${encode(item)}`);
  }
  return parts.join('&');
}

/** A path id: mostly the valid one (null), else something that is no id of ours. */
export const pathValueArb = oneIn(5, fc.oneof(textArb, numberArb.map(String)));

/** zod's own English texts (e.g. "Invalid input: expected string, received number"), which the spec's texts replace. */
const ZOD_TEXT =
  /^(Invalid input|Invalid option: |Invalid (string|number): |Invalid (key|value) in |Invalid discriminator|Too (big|small): expected|Unrecognized keys?: )|expected .+, received /;

/** What every answer must be, whatever was sent: no 5xx, and a 4xx is a JSON:API error document. */
export function answerProblems(response: LightMyRequestResponse): string[] {
  const status = response.statusCode;
  if (status >= 500) return [`${status}`];
  if (status < 400) return [];
  let body: { errors?: { status?: unknown; title?: unknown; detail?: unknown }[] };
  try {
    body = response.json();
  } catch {
    return [`${status} is not JSON: ${response.body.slice(0, 120)}`];
  }
  const errors = body.errors;
  if (!Array.isArray(errors) || !errors.length) return [`${status} has no errors array: ${response.body.slice(0, 160)}`];
  const problems: string[] = [];
  for (const error of errors) {
    if (error.status !== String(status) || typeof error.title !== 'string' || !error.title) {
      problems.push(`${status} error without its status and title: ${JSON.stringify(error).slice(0, 160)}`);
    }
    if (status === 422 && typeof error.detail === 'string' && ZOD_TEXT.test(error.detail)) problems.push(`422 with a raw zod text: ${error.detail}`);
  }
  return problems;
}
