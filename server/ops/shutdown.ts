import type { FastifyInstance } from 'fastify';
import type { Shutdown } from '../config.js';

/**
 * The HTTP half of a graceful shutdown (README "Operations"): readiness says no at once; after
 * `delayMs` (the time a load balancer takes to notice) the listener closes, so new connections are
 * refused, and idle keep-alive connections are closed; requests in flight get `graceMs` to finish,
 * their connections closing after each answer. Resolves true when they all finished, false when
 * the grace ran out and their connections were cut.
 */
export async function drainAndClose(app: FastifyInstance, { delayMs, graceMs }: Shutdown): Promise<boolean> {
  app.drain();
  if (delayMs > 0) {
    app.log.info(`shutdown: readiness answers 503; the listener closes in ${delayMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
  const closed = app.close();
  let timer: NodeJS.Timeout | undefined;
  const graceOver = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), graceMs)));
  const finished = await Promise.race([closed.then(() => true as const), graceOver]);
  clearTimeout(timer);
  if (!finished) {
    app.log.warn(`shutdown: requests still running after ${graceMs} ms (SHUTDOWN_GRACE_MS); closing their connections`);
    app.server.closeAllConnections();
    await closed;
  }
  return finished;
}
