import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError, type ErrorObject } from '../http/errors.js';

function validationErrors(error: FastifyError): ErrorObject[] {
  const context = error.validationContext;
  return (error.validation ?? []).map((issue) => {
    const path = issue.instancePath || '';
    const source =
      context === 'body'
        ? { pointer: path || '/' }
        : { parameter: path.split('/').filter(Boolean)[0] ?? context ?? '' };
    return { status: '422', code: 'invalid', title: 'Invalid attribute', detail: issue.message ?? 'Invalid', source };
  });
}

/** One error handler for the whole API: JSON:API errors, never internals on a 5xx. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send({ errors: error.errors, message: error.message });
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
      request.log.error(error);
      const detail = 'Unexpected error';
      return reply.code(500).send({ errors: [{ status: '500', code: 'server_error', title: 'Server error', detail }], message: detail });
    }
    const title = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Unsupported media type' : 'Bad request';
    return reply
      .code(status)
      .send({ errors: [{ status: String(status), code: 'bad_request', title, detail: error.message }], message: error.message });
  });

});
