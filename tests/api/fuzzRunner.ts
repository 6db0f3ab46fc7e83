import fc from 'fast-check';
import { startTestServer, type TestServer } from './helpers';
import { pathParams, requestFor, type Cell } from './authorizationRequests';
import { answerProblems, bodyArb, encode, pathValueArb, queryArb, queryString, type Body } from './fuzzSupport';
import { captureServerErrors, changedTables, snapshotTables, tableHashes } from './probe';
import { setUpWorld, type SignedIn, type World } from './world';

/** The git webhook deploys on GET too (git hosts call it so), and records the deployment. */
const WRITING_READS = new Set(['GET /v1/environments/{id}/git/deploy']);

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, { properties?: Record<string, unknown> }> } }> };
}

export interface Outcome {
  /** What is wrong with the answer; empty when nothing is. */
  problems: string[];
  status: number;
  /** The error the server logged for a 5xx. */
  serverError: string | null;
  /** Method, URL and answer, for the assertion message. */
  summary: string;
}

/** A fuzz case: what to generate, and the call it makes of each generated input. */
export interface FuzzCase<T> {
  input: fc.Arbitrary<T>;
  run(input: T): Promise<Outcome>;
}

/**
 * One seeded server for a fuzz suite and its cases: every write route with generated ids, query
 * and body, and every GET route that takes a query string with generated queries, aimed at Acme's
 * records. Each call is checked: no 5xx (the error the server logged is kept), a 4xx is a
 * JSON:API error document, a refused write and any GET leave every table as it was.
 */
export async function startFuzzing() {
  // The queue sends but works nothing: no job writes behind the fuzzed calls' backs.
  const server: TestServer = await startTestServer({ loginRateLimit: { max: 1_000_000, windowMs: 60_000 }, runJobs: false });
  const world: World = await setUpWorld(server);
  const errors = captureServerErrors(server.app);
  const document = (await server.app.inject({ url: '/v1/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
  const snapshot = await snapshotTables(server.database);
  const pristine = await tableHashes(server.database);
  let current = pristine;

  function operation(route: string) {
    const [method, path] = route.split(' ');
    const found = document.paths[path][method.toLowerCase()];
    const schema = found.requestBody?.content?.['application/json']?.schema;
    const envelope = schema?.properties?.data?.properties as Record<string, { properties?: Record<string, unknown> }> | undefined;
    return {
      queryNames: (found.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
      attributeNames: Object.keys(envelope?.attributes?.properties ?? (envelope ? {} : (schema?.properties ?? {}))),
    };
  }

  async function send(route: string, caller: SignedIn, url: string, token: string, body: Body): Promise<Outcome> {
    const [method, path] = route.split(' ');
    const response = await server.app.inject({
      method: method as 'GET',
      url,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { payload: 'raw' in body ? body.raw : JSON.stringify(body.json) } : {}),
    });
    const serverError = errors.take();
    const after = await tableHashes(server.database);
    const changed = changedTables(current, after);
    current = after;
    const status = response.statusCode;
    const problems = answerProblems(response);
    const readOnly = method === 'GET' && !WRITING_READS.has(route);
    if (changed.length && (readOnly || (status >= 400 && status < 500)))
      problems.push(`${method} answered ${status} and changed ${changed.join(', ')}`);
    if (caller === 'customer' && path.startsWith('/v1/admin/') && status < 300) problems.push(`a customer got ${status} on an admin/ path`);
    const shown = url.length > 300 ? `${url.slice(0, 300)}…` : url;
    return { problems, status, serverError, summary: `${method} ${shown} → ${status} ${serverError ?? response.body.slice(0, 300)}` };
  }

  /** Acme's records: what a customer may reach, and what staff reach on admin/ paths. */
  const cellOf = (caller: SignedIn): Cell => ({ caller, target: 'acme', account: 'acme', id: (kind) => world.ids[kind].acme, world });
  const routes = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );

  return {
    /** Every write route of the OpenAPI document, as `METHOD /v1/path`. */
    writes: routes.filter((route) => !route.startsWith('GET ')),
    /** Every GET route whose OpenAPI entry names query parameters. */
    reads: routes.filter((route) => route.startsWith('GET ') && operation(route).queryNames.length),

    writeCase(route: string, caller: SignedIn) {
      const template = route.split(' ')[1];
      const spec = requestFor(route);
      const params = pathParams(route);
      const cell = cellOf(caller);
      const { queryNames, attributeNames } = operation(route);
      return {
        input: fc.record({
          ids: fc.tuple(...params.map(() => pathValueArb)),
          query: queryArb(queryNames, false),
          body: bodyArb(spec.body?.(cell), attributeNames),
        }),
        async run({ ids, query, body }) {
          let path = template;
          params.forEach(({ name, kind }, i) => {
            path = path.replace(`{${name}}`, encode(ids[i] ?? cell.id(kind)));
          });
          const search = queryString(spec.query?.(cell) ?? '', query);
          // Signing out ends the session it is sent with, so it gets one of its own.
          const token = spec.ownSession ? await world.mintToken(caller) : world.tokens[caller];
          return send(route, caller, search ? `${path}?${search}` : path, token, body);
        },
      } satisfies FuzzCase<{ ids: (string | null)[]; query: Parameters<typeof queryString>[1]; body: Body }>;
    },

    readCase(route: string, caller: SignedIn) {
      const spec = requestFor(route);
      const cell = cellOf(caller);
      const { queryNames } = operation(route);
      let path = route.split(' ')[1];
      for (const { name, kind } of pathParams(route)) path = path.replace(`{${name}}`, cell.id(kind));
      return {
        input: queryArb(queryNames, queryNames.includes('per_page')),
        async run(entries) {
          const search = queryString(spec.query?.(cell) ?? '', entries);
          return send(route, caller, search ? `${path}?${search}` : path, world.tokens[caller], null);
        },
      } satisfies FuzzCase<Parameters<typeof queryString>[1]>;
    },

    /** Puts back the seeded data when the last route changed it, so each route starts alike. */
    async startClean() {
      if (!changedTables(pristine, current).length) return;
      await snapshot.restore();
      current = await tableHashes(server.database);
      const left = changedTables(pristine, current);
      if (left.length) throw new Error(`the snapshot did not restore ${left.join(', ')}`);
    },

    async close() {
      errors.restore();
      await server.close();
    },
  };
}

export type Fuzzing = Awaited<ReturnType<typeof startFuzzing>>;
