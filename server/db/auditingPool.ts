import type pg from 'pg';
import { currentActor, mayWrite, SET_SESSION_ACTOR } from './auditActor.js';

/**
 * The pool, with the request's actor on every connection that may write (auditActor.ts): a
 * connection checked out (a transaction) and a write sent through `query` carry the actor of the
 * request, or none; a connection that carried one is cleared before it writes for anyone else.
 * Reads through `query` go as they are: no trigger reads the setting.
 */
export function auditingPool(pool: pg.Pool): pg.Pool {
  const connect = pool.connect.bind(pool);
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  const carrying = new WeakSet<pg.PoolClient>();

  const checkout = async () => {
    const actor = currentActor();
    const client = await connect();
    if (actor || carrying.has(client)) {
      try {
        await client.query(SET_SESSION_ACTOR, [actor ?? '']);
      } catch (error) {
        client.release(error as Error);
        throw error;
      }
      if (actor) carrying.add(client);
      else carrying.delete(client);
    }
    return client;
  };

  // pg-pool's own `query` checks out with a callback: that path stays the original.
  pool.connect = ((callback?: unknown) => (callback ? connect(callback as never) : checkout())) as typeof pool.connect;
  pool.query = ((config: string | pg.QueryConfig, ...rest: unknown[]) => {
    const text = typeof config === 'string' ? config : config.text;
    if (rest.some((arg) => typeof arg === 'function') || !mayWrite(text)) return query(config, ...rest);
    return (async () => {
      const client = await checkout();
      try {
        return await client.query(config as pg.QueryConfig, rest[0] as unknown[] | undefined);
      } finally {
        client.release();
      }
    })();
  }) as typeof pool.query;
  return pool;
}
