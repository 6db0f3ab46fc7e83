import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, type ErrorObject } from '../http/errors.js';
import { messages } from '../../src/rules/messages.js';

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

/** One error per failing input; an unknown attribute is pointed at itself, not at its object. */
function validationErrors(error: FastifyError): ErrorObject[] {
  const context = error.validationContext;
  const sourceOf = (path: string): ErrorObject['source'] =>
    context === 'body' ? { pointer: path || '/' } : { parameter: path.split('/').filter(Boolean)[0] ?? context ?? '' };
  const errorOf = (path: string, detail: string): ErrorObject => ({
    status: '422',
    code: 'invalid',
    title: 'Invalid attribute',
    detail,
    source: sourceOf(path),
  });
  return (error.validation ?? []).flatMap((issue: ValidationIssue) => {
    const path = issue.instancePath === '/' ? '' : issue.instancePath || '';
    const keys = (issue.params as { keys?: string[] }).keys;
    if (issue.keyword === 'unrecognized_keys' && keys?.length) {
      return keys.map((key) => errorOf(`${path}/${key}`, messages.unknownAttributes([key])));
    }
    return [errorOf(path, issue.message ?? messages.invalidValue)];
  });
}

/** Fastify's own refusals (body parsing, size, media type), in words a person understands. */
const FASTIFY_TEXTS: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body must be JSON (Content-Type: application/json).',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON document or no Content-Type.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
};

function clientErrorText(error: FastifyError): string {
  if (error.code && Object.hasOwn(FASTIFY_TEXTS, error.code)) return FASTIFY_TEXTS[error.code];
  // JSON.parse and secure-json-parse (which refuses __proto__ and constructor.prototype keys).
  if (error instanceof SyntaxError || /prototype property/.test(error.message)) return FASTIFY_TEXTS.FST_ERR_CTP_INVALID_JSON_BODY;
  return error.message;
}

const TITLES: Record<number, string> = { 408: 'Request timeout', 413: 'Payload too large', 415: 'Unsupported media type' };

/**
 * One error handler for the whole API: JSON:API errors, never internals on a 5xx. Every 5xx and
 * every refusal of the data plane is logged with its cause (the person sees "Unexpected error"; the log says what happened), at warn
 * for a full queue (503), which is load rather than a fault.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      // A 5xx, or a refusal of the data plane (424 with its cause), is logged for the operator.
      if (error.statusCode >= 500 || error.cause !== undefined)
        request.log[error.statusCode === 503 ? 'warn' : 'error']({ err: error }, error.message);
      return reply.code(error.statusCode).headers(error.headers).send({ errors: error.errors, message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const errors = validationErrors(error);
      return reply.code(422).send({ errors, message: errors.map((e) => e.detail).join('\n') });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      const detail = 'Too many attempts. Please wait a moment and try again.';
      return reply.code(429).send({ errors: [{ status: '429', code: 'rate_limited', title: 'Too Many Requests', detail }], message: detail });
    }
    if (status >= 500) {
      // The message of an unexpected error may hold what it failed on; the serialized error (http/logging.ts) says it without secrets.
      request.log.error({ err: error }, 'Request failed');
      const detail = 'Unexpected error';
      return reply.code(500).send({ errors: [{ status: '500', code: 'server_error', title: 'Server error', detail }], message: detail });
    }
    const detail = clientErrorText(error);
    const title = TITLES[status] ?? 'Bad request';
    return reply.code(status).send({ errors: [{ status: String(status), code: 'bad_request', title, detail }], message: detail });
  });
});

const ROUTER_TEXTS: Record<string, [status: number, title: string, detail: string]> = {
  FST_ERR_BAD_URL: [400, 'Bad request', 'The address holds a character encoding that is not valid (a stray % or broken UTF-8).'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'URI too long', 'A part of the address is too long.'],
};

/**
 * Fastify's router refuses some addresses before any route or hook runs (`frameworkErrors`); they
 * get the same JSON:API error document as everything else.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const [status, title, detail] = (error.code && Object.hasOwn(ROUTER_TEXTS, error.code) ? ROUTER_TEXTS[error.code] : undefined) ?? [
    400,
    'Bad request',
    'The request could not be read.',
  ];
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ errors: [{ status: String(status), code: 'bad_request', title, detail }], message: detail });
}
