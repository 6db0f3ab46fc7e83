import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shutdown has begun (README "Operations"): readiness answers 503. */
    readonly draining: boolean;
    /** Begins draining without closing yet; `close()` drains too. */
    drain(): void;
  }
}

/**
 * The server's part in a graceful shutdown (server/ops/shutdown.ts). Once draining, readiness says
 * no and every answer closes its connection, so clients and a load balancer open their next
 * connection to another replica, while this one still answers what reaches it.
 */
export const drainingPlugin = fp(async (app: FastifyInstance) => {
  let draining = false;
  app.decorate('draining', {
    getter: () => draining,
  });
  app.decorate('drain', () => {
    draining = true;
  });
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
});
