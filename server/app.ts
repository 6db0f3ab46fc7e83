import Fastify, { LogController, type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { billingProvider, type BillingProvider } from './dataplane/billing.js';
import { mailerFor, type Mailer } from './dataplane/mail.js';
import { sandboxSms, type SmsGateway } from './dataplane/sms.js';
import { JobSender } from './jobs/sender.js';
import { connectionOptions } from './http/connections.js';
import { invalidUri } from './http/errors.js';
import { staticAssetsPlugin } from './http/staticAssets.js';
import { loggerOptions, REQUEST_ID_HEADER, requestId, type LogStream } from './http/logging.js';
import { admissionPlugin } from './plugins/admission.js';
import { drainingPlugin } from './plugins/draining.js';
import { metricsPlugin } from './plugins/metrics.js';
import { auditPlugin } from './plugins/audit.js';
import { authPlugin } from './plugins/auth.js';
import { errorsPlugin, frameworkErrors } from './plugins/errors.js';
import { idempotencyPlugin } from './plugins/idempotency.js';
import { inputGuardPlugin } from './plugins/inputGuard.js';
import { databaseRateLimitStore } from './plugins/rateLimitStore.js';
import { registerResource } from './resources/factory.js';
import { resources } from './resources/index.js';
import { routePlugins } from './routes/index.js';
import { errorDocument } from '../src/rules/schemas/records/document.js';
import { installHumanErrors } from '../src/rules/zodErrors.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    databaseKind: Database['kind'];
    config: Config;
    /** The card-billing provider every paying call uses (one, so its books are one). */
    billing: BillingProvider;
    /** The durable job queue (server/jobs), bound once it has started. */
    jobs: JobSender;
    /** Mail to people: SMTP when SMTP_URL is set, else the sandbox outbox (dataplane/mail.ts). */
    mailer: Mailer;
    /** Text messages to phones: the sandbox gateway (dataplane/sms.ts). */
    sms: SmsGateway;
  }
}

export interface AppOptions {
  database: Database;
  config: Config;
  /** The built SPA to serve with history fallback; omitted by the API tests. */
  spaDir?: string;
  /** Pino at this level (`LOG_LEVEL`, info by default); the API tests omit it and log nothing unless they read the log. */
  logLevel?: string;
  /** Log every request and its answer (unless `LOG_REQUESTS=0`); errors are logged either way. */
  logRequests?: boolean;
  /** Where the log goes instead of stdout (a test reading it). */
  logStream?: LogStream;
}

export async function buildApp({ database, config, spaDir, logLevel, logRequests = true, logStream }: AppOptions): Promise<FastifyInstance> {
  installHumanErrors();
  const logController = new LogController({ disableRequestLogging: !logRequests });
  const app = Fastify({
    logger: loggerOptions(logLevel, logStream),
    logController,
    // Each request's log lines carry its id (reqId), which its answer names in X-Request-Id.
    genReqId: requestId,
    trustProxy: config.trustProxy,
    frameworkErrors,
    ...connectionOptions(config.timeouts),
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', database.db);
  app.decorate('databaseKind', database.kind);
  app.decorate('config', config);
  app.decorate('billing', billingProvider());
  app.decorate('jobs', new JobSender());
  app.decorate('mailer', mailerFor(config.mail, database.db, app.jobs));
  app.decorate('sms', sandboxSms(database.db));

  await app.register(helmet, {
    contentSecurityPolicy: { directives: { 'img-src': ["'self'", 'data:', 'blob:'] } },
  });
  // Before the admission queue, so a request's latency includes its wait in the queue.
  await app.register(metricsPlugin);
  await app.register(drainingPlugin);
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
  await app.register(auditPlugin);
  // API answers are personal (and some carry a token): no browser or proxy may keep a copy, unless
  // a route says otherwise itself (a profile picture at a versioned address: private, for good).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/v1/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  // Every API route answers a refusal or a failure with the one JSON:API error document
  // (plugins/errors.ts): declared once here, so /v1/openapi.json documents it for each operation and
  // those answers are checked on their way out like the successes.
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/v1/') || route.schema?.hide) return;
    route.schema = { ...route.schema, response: { '4xx': errorDocument, '5xx': errorDocument, ...(route.schema?.response as object) } };
  });
  for (const plugin of routePlugins) await app.register(plugin);
  for (const declaration of resources) registerResource(app, declaration);
  app.get('/v1/openapi.json', { config: { public: true }, schema: { hide: true } }, async () => app.swagger());

  // Unknown API paths (/v1 and below) get the JSON:API 404; every other path is the SPA's (staticAssets.ts).
  await app.register(
    async (api) => {
      api.setNotFoundHandler((_request, reply) => {
        const error = invalidUri();
        return reply.code(404).send({ errors: error.errors, message: 'Invalid URI' });
      });
    },
    { prefix: '/v1' },
  );
  await app.register(staticAssetsPlugin, { root: spaDir });
  return app;
}
