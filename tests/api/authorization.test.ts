import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers';
import { ALLOWED_WHEN_BLOCKED, rules, type Outcome, type Target } from './authorizationRules';
import { ALLOWED_WHEN_UNPAID } from './authorizationRulesBilling';
import { pathParams, requestFor, type Cell } from './authorizationRequests';
import { captureServerErrors, mintToken } from './probe';
import { ACCOUNT_KINDS, CALLERS, MISSING, setUpWorld, type Account, type Caller, type Kind, type World } from './world';

/**
 * The authorization matrix: every route of the OpenAPI document, as every caller, on every kind
 * of target, against the rules in authorizationRules.ts. MATRIX=full adds users of a locked
 * account (403001), of an account with unpaid invoices (403002) and a revoked session (401).
 */
const FULL = process.env.MATRIX === 'full';
type Extra = 'locked' | 'unpaid' | 'revoked';
type Who = Caller | Extra;
const WHO: Who[] = FULL ? [...CALLERS, 'locked', 'unpaid', 'revoked'] : CALLERS;

/** Routes anyone may call without a session; making a route public means adding it here too. */
const PUBLIC_ROUTES = new Set([
  'GET /v1/health',
  'GET /v1/ready',
  'POST /v1/auth/login',
  'POST /v1/user-profile/confirm-email',
  'POST /v1/auth/reset-password',
  'POST /v1/auth/signup',
  'POST /v1/auth/signup/verify-email',
  'GET /v1/countries',
  'GET /v1/environments/{id}/git/deploy',
]);
const ACCOUNT_NAMES = ['Acme', 'Other Media'];

let server: TestServer;
let world: World;
let errors: ReturnType<typeof captureServerErrors>;
const extraTokens = {} as Record<Extra, string>;

beforeAll(async () => {
  // POST dns/validate asks a resolver that refuses at once (nothing listens on port 9): the matrix needs no DNS.
  // A feedback board is configured, so GET sso/canny gets through to its token.
  server = await startTestServer({
    loginRateLimit: { max: 100_000, windowMs: 60_000 },
    dnsResolver: '127.0.0.1:9',
    canny: { ssoKey: 'matrix-canny-sso-key', companyId: 'matrix', boardUrl: 'https://feedback.example.com' },
  });
  world = await setUpWorld(server);
  errors = captureServerErrors(server.app);
  if (FULL) {
    // Blocked users cannot sign in, so their sessions are made directly.
    extraTokens.locked = await mintToken(server.database, 'locked@demo.test');
    extraTokens.unpaid = await mintToken(server.database, 'unpaid@demo.test');
    extraTokens.revoked = await world.mintToken('customer');
    await world.call('customer', 'POST', '/v1/auth/logout', undefined, extraTokens.revoked);
  }
});
afterAll(async () => {
  errors?.restore();
  await server?.close();
});

function expected(route: string, who: Who, target: Target): Outcome {
  const rule = rules[route];
  if (who === 'revoked') return rule('anonymous', target);
  // Its own invoices, as a customer of an account that owns none of the targets.
  if (who === 'unpaid' && ALLOWED_WHEN_UNPAID.has(route)) return target === 'none' ? 'ok' : 404;
  if (who === 'locked' || who === 'unpaid') {
    const anonymous = rule('anonymous', target);
    return anonymous === 401 ? (ALLOWED_WHEN_BLOCKED.has(route) ? 'ok' : 403) : anonymous;
  }
  return rule(who, target);
}

function targetsOf(route: string): Target[] {
  const params = pathParams(route);
  if (!params.length) return requestFor(route).target ? ['acme', 'other', 'missing'] : ['none'];
  const nested = params.length === 2 && params.every((p) => ACCOUNT_KINDS.includes(p.kind));
  return nested ? ['acme', 'other', 'missing', 'mixed'] : ['acme', 'other', 'missing'];
}

const accountOf = (target: Target): Account | null => (target === 'acme' || target === 'mixed' ? 'acme' : target === 'other' ? 'other' : null);

/** What a refusal says, to compare another account's record with a missing one. */
function refusal(response: LightMyRequestResponse) {
  const body = response.json() as { errors?: Record<string, unknown>[] };
  const errorsOf = (body.errors ?? []).map(({ code, title, detail, source }) => ({ code, title, detail, source }));
  return JSON.stringify({ status: response.statusCode, errors: errorsOf });
}

async function tokenOf(who: Who, ownSession: boolean): Promise<string | undefined> {
  if (who === 'anonymous') return undefined;
  if (who === 'locked' || who === 'unpaid') return ownSession ? mintToken(server.database, `${who}@demo.test`) : extraTokens[who];
  if (who === 'revoked') return extraTokens.revoked;
  return ownSession ? world.mintToken(who) : world.tokens[who];
}

async function callCell(route: string, who: Who, target: Target, outcome: Outcome) {
  const [method, template] = route.split(' ');
  const spec = requestFor(route);
  const params = pathParams(route);
  const account = accountOf(target);
  const overrides: Partial<Record<Kind, string>> = {};
  const cell: Cell = {
    caller: who === 'anonymous' ? 'anonymous' : 'customer',
    target,
    account,
    id: (kind) => overrides[kind] ?? (account ? world.ids[kind][account] : MISSING[kind]),
    world,
  };
  if (outcome === 'ok' && account) {
    const used = params.at(-1)?.kind ?? spec.target;
    if (spec.fresh && used) overrides[used] = await world.fresh[used](account);
    await spec.prepare?.(cell);
  }
  let path = template;
  params.forEach(({ name, kind }, i) => {
    const id = target === 'mixed' && i === params.length - 1 ? world.ids[kind].other : cell.id(kind);
    path = path.replace(`{${name}}`, encodeURIComponent(id));
  });
  const query = spec.query?.(cell);
  const token = await tokenOf(who, spec.ownSession ?? false);
  const response = await world.call(token ? 'customer' : 'anonymous', method, query ? `${path}?${query}` : path, spec.body?.(cell), token);
  return { response, url: query ? `${path}?${query}` : path, serverError: errors.take() };
}

const classify = (status: number): Outcome | number => (status < 300 || status === 422 ? 'ok' : status);

describe('authorization matrix', () => {
  it('has a rule for every route of the OpenAPI document, and none for a route it lacks', async () => {
    const document = (await server.app.inject({ url: '/v1/openapi.json' })).json() as { paths: Record<string, object> };
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(
      documented.filter((route) => !(route in rules)),
      'routes without a rule in authorizationRules*.ts',
    ).toEqual([]);
    expect(
      Object.keys(rules).filter((route) => !documented.includes(route)),
      'rules of routes the API lacks',
    ).toEqual([]);
  });

  it('keeps anonymous callers out of every non-public route and customers out of every admin/ path', () => {
    const wrong = Object.entries(rules).flatMap(([route, rule]) =>
      targetsOf(route).flatMap((target) => [
        ...(!PUBLIC_ROUTES.has(route) && rule('anonymous', target) !== 401 ? [`${route}: anonymous on ${target}`] : []),
        ...(route.includes(' /v1/admin/')
          ? (['customer', 'other'] as const).filter((who) => rule(who, target) !== 403).map((who) => `${route}: ${who} on ${target}`)
          : []),
      ]),
    );
    expect(wrong).toEqual([]);
  });

  it.each(Object.keys(rules))('%s', async (route) => {
    const problems: string[] = [];
    const refusals = new Map<string, string>();
    for (const who of WHO) {
      for (const target of targetsOf(route)) {
        const outcome = expected(route, who, target);
        const { response, url, serverError } = await callCell(route, who, target, outcome);
        const status = response.statusCode;
        const got = classify(status);
        const where = `${who} on ${target} (${url})`;
        if (status >= 500) problems.push(`${where}: ${status} ${serverError ?? response.body}`);
        else if (got !== outcome) problems.push(`${where}: expected ${outcome}, got ${status} ${response.body.slice(0, 200)}`);
        if (got === 'ok' || status >= 500) continue;
        const body = response.json() as Record<string, unknown>;
        const errorList = body.errors as { status?: string; title?: string; code?: string }[] | undefined;
        const isErrorDocument =
          Object.keys(body).every((key) => key === 'errors' || key === 'message') &&
          Array.isArray(errorList) &&
          errorList.length > 0 &&
          errorList.every((error) => error.status === String(status) && typeof error.title === 'string');
        if (!isErrorDocument) problems.push(`${where}: a refusal must be a JSON:API error document only, got ${response.body.slice(0, 200)}`);
        if (ACCOUNT_NAMES.some((name) => response.body.includes(name))) problems.push(`${where}: the refusal names an account: ${response.body}`);
        if ((who === 'locked' || who === 'unpaid') && status === 403 && errorList?.[0]?.code !== (who === 'locked' ? '403001' : '403002')) {
          problems.push(`${where}: expected code ${who === 'locked' ? '403001' : '403002'}, got ${response.body}`);
        }
        refusals.set(`${who} ${target}`, refusal(response));
      }
      // Another account's record must be indistinguishable from one that does not exist.
      const missing = refusals.get(`${who} missing`);
      for (const target of ['acme', 'other', 'mixed'] as const) {
        const answer = refusals.get(`${who} ${target}`);
        if (missing && answer && answer !== missing) problems.push(`${who} on ${target} answers unlike a missing id: ${answer} vs ${missing}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
