import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import type { AuthUser } from '../auth/session.js';
import { currentUser } from '../plugins/auth.js';
import { forbidden } from './errors.js';

export interface CallContext {
  user: AuthUser;
  /** True on the admin/… variant, which only staff and admins reach (the auth plugin checks). */
  asAdmin: boolean;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A success that is a file, not a document: its media type and what /v1/openapi.json says of it. */
export interface FileResponse {
  description: string;
  content: Record<string, { schema: z.ZodString }>;
}

/** What a success answers, by status (`noContent` for 204); app.ts adds the error document of 4xx and 5xx to every route. */
export type Responses = Partial<Record<200 | 201 | 204, z.ZodType | FileResponse>>;

interface Schemas {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: Responses;
  tags?: string[];
}

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

/** A handler returns the 200 document, or the reply it sent (another status, e.g. 201 or 204). */
type Answer<S extends Schemas> = (S['response'][200] extends z.ZodType ? z.output<S['response'][200]> : never) | FastifyReply;

export interface CallInput<S extends Schemas> {
  params: Out<S['params']>;
  query: Out<S['querystring']>;
  body: Out<S['body']>;
}

/**
 * Registers a call under `/v1/{path}` for customers and `/v1/admin/{path}` for staff (spec 1 §6:
 * staff and admins call admin-prefixed paths), with one handler that knows which it serves.
 * Validation comes from the zod schemas (422 with pointers via the error handler), and each answer
 * is checked against `response` on its way out; `config` is the
 * route config both variants get (e.g. `{ idempotent: true }` for the Idempotency-Key plugin).
 */
export function dualRoute<S extends Schemas>(
  app: FastifyInstance,
  method: HTTPMethods,
  path: string,
  schema: S,
  handler: (input: CallInput<S>, context: CallContext) => Answer<S> | Promise<Answer<S>>,
  options: { customer?: boolean; admin?: boolean; config?: FastifyContextConfig } = {},
) {
  const mount = (url: string, asAdmin: boolean) =>
    app.route({
      method,
      url,
      schema: schema as Schemas,
      config: options.config,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const user = currentUser(request);
        // Second line of defence behind the auth plugin: an admin variant never serves a customer.
        if (asAdmin && user.role === 'customer') throw forbidden();
        return handler({ params: request.params, query: request.query, body: request.body } as CallInput<S>, { user, asAdmin, request, reply });
      },
    });
  if (options.customer !== false) mount(`/v1/${path}`, false);
  if (options.admin !== false) mount(`/v1/admin/${path}`, true);
}
