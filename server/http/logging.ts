import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** The header a request id travels in: taken from a proxy in front, and answered on every response. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A request id from a proxy is kept only when it is plainly an id, so it cannot forge or break log lines. */
const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The request's id: the proxy's X-Request-Id when it is a safe one, else a new UUID. */
export function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Names whose values are secrets wherever they appear in a logged object: passwords, tokens, keys. */
const SECRET_NAMES = [
  'password',
  'passwordHash',
  'sshPasswordHash',
  'token',
  'tokenHash',
  'access_token',
  'api_token',
  'apiKey',
  'apikey',
  'privateKey',
  'authorization',
  'cookie',
  'set-cookie',
  'x-api-key',
];

/** pino's redact paths: the request's and answer's credentials headers, and every secret name up to four levels deep. */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  ...SECRET_NAMES.flatMap((name) => {
    const key = /^[A-Za-z_]\w*$/.test(name) ? name : `["${name}"]`;
    const join = (prefix: string) => (key.startsWith('[') ? `${prefix}${key}` : `${prefix}.${key}`);
    return [key.startsWith('[') ? `*${key}` : key, join('*'), join('*.*'), join('*.*.*')];
  }),
];

/** Query parameters that carry a token (GET auth/user-info?access_token=…, the git webhook's api_token). */
const SECRET_QUERY = /([?&](?:access_token|api_token|token)=)[^&#]*/gi;

export const withoutSecrets = (url: string) => url.replace(SECRET_QUERY, '$1[Redacted]');

/** Fastify's request line, with the tokens of the query string left out. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Fields of an error that are not logged as they are: the chain is written out, a failed query's parameters left out. */
const ERROR_FIELDS_WRITTEN_OUT = new Set(['message', 'stack', 'cause', 'params']);

/**
 * An error with its cause chain (each cause's message and stack after its effect's), and its own
 * fields (code, statusCode, errors…). A failed query's message names its parameters, which may be a
 * password hash, a token hash or an API key: they are left out, the query stays.
 */
export function serializeError(error: Error) {
  const chain: Error[] = [];
  for (let link: unknown = error; link instanceof Error && chain.length < 10; link = link.cause) chain.push(link);
  const hideParams = (text: string | undefined, link: Error) => {
    const params = (link as Error & { params?: unknown }).params;
    return Array.isArray(params) && text ? text.replace(`\nparams: ${params}`, '\nparams: [Redacted]') : (text ?? '');
  };
  const fields = Object.fromEntries(Object.entries(error).filter(([name]) => !ERROR_FIELDS_WRITTEN_OUT.has(name)));
  return {
    type: error.constructor?.name ?? 'Error',
    ...fields,
    message: chain.map((link) => hideParams(link.message, link)).join(': '),
    stack: chain.map((link) => hideParams(link.stack, link)).join('\ncaused by: '),
  };
}

/** Where a test sends the log to read it. */
export interface LogStream {
  write(line: string): void;
}

/**
 * Fastify's own logger (pino, JSON lines): on at `level`, to stdout or `stream`, with secrets
 * redacted; off without a level (the API tests log nothing unless they read the log).
 */
export function loggerOptions(level: string | undefined, stream?: LogStream): FastifyServerOptions['logger'] {
  if (!level) return false;
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    serializers: { req: serializeRequest as never, err: serializeError },
    ...(stream ? { stream } : {}),
  };
}
