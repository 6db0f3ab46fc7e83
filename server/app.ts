import fs from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { billingProvider, type BillingProvider } from './dataplane/billing.js';
import { connectionOptions } from './http/connections.js';
import { invalidUri } from './http/errors.js';
import { admissionPlugin } from './plugins/admission.js';
import { authPlugin } from './plugins/auth.js';
import { errorsPlugin, frameworkErrors } from './plugins/errors.js';
import { idempotencyPlugin } from './plugins/idempotency.js';
import { inputGuardPlugin } from './plugins/inputGuard.js';
import { databaseRateLimitStore } from './plugins/rateLimitStore.js';
import { registerResource } from './resources/factory.js';
import { resources } from './resources/index.js';
import { routePlugins } from './routes/index.js';
import { installHumanErrors } from '../src/rules/zodErrors.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    databaseKind: Database['kind'];
    config: Config;
    /** The card-billing provider every paying call uses (one, so its books are one). */
    billing: BillingProvider;
  }
}

export interface AppOptions {
  database: Database;
  config: Config;
  /** The built SPA to serve with history fallback; omitted by the API tests. */
  spaDir?: string;
  /** Pino at this level (`LOG_LEVEL`); omitted by the API tests, which log nothing. */
  logLevel?: string;
  /** Also log every request and its answer (`LOG_REQUESTS=1`); errors are logged either way. */
  logRequests?: boolean;
}

export async function buildApp({ database, config, spaDir, logLevel, logRequests = false }: AppOptions): Promise<FastifyInstance> {
  installHumanErrors();
  const logger = logLevel ? { level: logLevel } : false;
  const logController = new LogController({ disableRequestLogging: !logRequests });
  const app = Fastify({ logger, logController, trustProxy: config.trustProxy, frameworkErrors, ...connectionOptions(config.timeouts) });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('databaseKind', database.kind);
  app.decorate('config', config);
  app.decorate('billing', billingProvider());

  await app.register(helmet, {
    contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:', 'blob:'] } },
  });
  await app.register(admissionPlugin);
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(database.db) });
  await app.register(swagger, {
    openapi: { info: { title: 'Hosting control panel API', version: '1' }, servers: [{ url: '/' }] },
    transform: jsonSchemaTransform,
  });
  await app.register(errorsPlugin);
  await app.register(authPlugin);
  await app.register(inputGuardPlugin);
  // After the input guard, so a refused body never takes a key.
  await app.register(idempotencyPlugin);
  // API answers are personal (and some carry a token): no browser or proxy may keep a copy.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/v1/')) reply.header('cache-control', 'no-store');
  });

  for (const plugin of routePlugins) await app.register(plugin);
  for (const declaration of resources) registerResource(app, declaration);
  app.get('/v1/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());

  const hasSpa = spaDir !== undefined && fs.existsSync(path.join(spaDir, 'index.html'));
  if (hasSpa) await app.register(fastifyStatic, { root: spaDir, wildcard: false, index: false });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/v1/') || request.url === '/v1') {
      const error = invalidUri();
      return reply.code(404).send({ errors: error.errors, message: 'Invalid URI' });
    }
    if (hasSpa && request.method === 'GET') return reply.sendFile('index.html');
    return reply.code(404).send('Not found');
  });
  return app;
}
