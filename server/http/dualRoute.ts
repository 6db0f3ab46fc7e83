import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import type { AuthUser } from '../auth/session.js';
import { isSiteKey, type Caller } from '../auth/siteKey.js';
import { currentCaller, currentUser } from '../plugins/auth.js';
import { forbidden } from './errors.js';

export interface CallContext<C extends Caller = AuthUser> {
  /** The signed-in user; on a siteKeyRoute, the site's API key instead when the request came with one. */
  user: C;
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

type Handler<S extends Schemas, C extends Caller> = (input: CallInput<S>, context: CallContext<C>) => Answer<S> | Promise<Answer<S>>;

interface Options {
  customer?: boolean;
  admin?: boolean;
  config?: FastifyContextConfig;
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
  handler: Handler<S, AuthUser>,
  options: Options = {},
) {
  mountBoth(app, method, path, schema, handler, options, currentUser, false);
}

/**
 * dualRoute for a call the provider's clients make with a site's API key (README "The provider's
 * clients"): the customer variant also takes the key (route config `siteKey`, which the auth
 * plugin reads), so the handler's `user` is the caller, a person or the key; the admin/ variant
 * never takes one.
 */
export function siteKeyRoute<S extends Schemas>(
  app: FastifyInstance,
  method: HTTPMethods,
  path: string,
  schema: S,
  handler: Handler<S, Caller>,
  options: Options = {},
) {
  mountBoth(app, method, path, schema, handler, options, currentCaller, true);
}

function mountBoth<S extends Schemas, C extends Caller>(
  app: FastifyInstance,
  method: HTTPMethods,
  path: string,
  schema: S,
  handler: Handler<S, C>,
  options: Options,
  callerOf: (request: FastifyRequest) => C,
  siteKey: boolean,
) {
  const mount = (url: string, asAdmin: boolean) =>
    app.route({
      method,
      url,
      schema: schema as Schemas,
      config: siteKey && !asAdmin ? { ...options.config, siteKey: true } : options.config,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const user = callerOf(request);
        // Second line of defence behind the auth plugin: an admin variant never serves a customer or a site key.
        if (asAdmin && (isSiteKey(user) || user.role === 'customer')) throw forbidden();
        return handler({ params: request.params, query: request.query, body: request.body } as CallInput<S>, { user, asAdmin, request, reply });
      },
    });
  if (options.customer !== false) mount(`/v1/${path}`, false);
  if (options.admin !== false) mount(`/v1/admin/${path}`, true);
}
