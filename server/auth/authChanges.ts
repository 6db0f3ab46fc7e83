import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../db/client.js';
import type { AuthChange, SessionCache } from './sessionCache.js';

/** The channel migration 0008's triggers announce changes on. */
const CHANNEL = 'auth_changes';
/** How the servers' listening connections show in pg_stat_activity. */
const LISTENER_NAME = 'panel-auth-listener';
const RECONNECT_MS = 1000;
/** A catch-up query that takes longer means a connection that no longer answers: dropped, and the request reads the database. */
const CATCH_UP_TIMEOUT_MS = 2000;

/** Listens for changes to sessions until closed. */
export interface AuthChanges {
  close(): Promise<void>;
}

/** "<kind> <key>", as migration 0008's triggers write it. */
function parseChange(payload: string | undefined): AuthChange | null {
  const [kind, key] = (payload ?? '').split(' ');
  if (!key || (kind !== 'token' && kind !== 'user' && kind !== 'account' && kind !== 'all')) return null;
  return { kind, key };
}

/** A change the cache cannot read drops the whole cache: the safe side. */
function applyTo(cache: SessionCache, payload: string | undefined) {
  const change = parseChange(payload);
  if (change) cache.apply(change);
  else cache.clear();
}

/**
 * PGlite: one process owns the database, and PGlite hands a transaction's notifications to its
 * listeners before its commit returns, so the cache has heard every change before anything that
 * follows the commit runs: nothing to catch up on.
 */
async function pgliteChanges(client: PGlite, cache: SessionCache): Promise<AuthChanges> {
  const unlisten = await client.listen(CHANNEL, (payload) => applyTo(cache, payload));
  cache.start(async () => true);
  return {
    close: async () => {
      cache.stop();
      // Closing: a database already closed has no listener left to remove.
      await unlisten().catch(() => {});
    },
  };
}

/**
 * PostgreSQL: one connection per server LISTENs, and a cached session is used only after a
 * catch-up, a query on that same connection sent after the request arrived. A commit signals the
 * listening backends before the committer hears it is done, and a backend sends what it was
 * signalled before it answers the next query; so every change committed before the request arrived
 * (by any server, a job, psql) reaches the cache before the catch-up's answer does. Requests that
 * arrive while a catch-up is on its way share the next one: one round trip on one connection for
 * many requests, instead of a session query each on the pool.
 */
class PostgresAuthChanges implements AuthChanges {
  #client: pg.Client | null = null;
  #closed = false;
  #reconnecting: NodeJS.Timeout | null = null;
  #running: Promise<boolean> | null = null;
  #next: Promise<boolean> | null = null;

  private constructor(
    private readonly pool: pg.Pool,
    private readonly cache: SessionCache,
    private readonly log: FastifyBaseLogger,
  ) {}

  static async connect(pool: pg.Pool, cache: SessionCache, log: FastifyBaseLogger) {
    const changes = new PostgresAuthChanges(pool, cache, log);
    await changes.#connect();
    return changes;
  }

  async #connect() {
    const client = new pg.Client({ ...this.pool.options, application_name: LISTENER_NAME });
    client.on('notification', ({ payload }) => applyTo(this.cache, payload));
    client.on('error', (error) => this.#lost(client, error));
    client.on('end', () => this.#lost(client, new Error('the connection ended')));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    this.#client = client;
    this.cache.start(() => this.#catchUp());
  }

  /** True once every change committed before the call has been applied; false when the connection failed meanwhile. */
  #catchUp(): Promise<boolean> {
    if (!this.#running) {
      const client = this.#client;
      if (!client) return Promise.resolve(false);
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => {
          this.#lost(client, new Error(`no answer to a catch-up within ${CATCH_UP_TIMEOUT_MS} ms`));
          resolve(false);
        }, CATCH_UP_TIMEOUT_MS);
      });
      const answered = client.query('select 1').then(
        () => this.#client === client,
        () => false,
      );
      this.#running = Promise.race([answered, timedOut]).finally(() => {
        clearTimeout(timer);
        this.#running = null;
      });
      return this.#running;
    }
    // The query on its way may have left before this request arrived: it takes the next one.
    this.#next ??= this.#running.then(() => {
      this.#next = null;
      return this.#catchUp();
    });
    return this.#next;
  }

  /** Without its connection the server may miss changes: no cache until it listens again. */
  #lost(client: pg.Client, error: Error) {
    if (this.#client !== client) return;
    this.#client = null;
    this.cache.stop();
    client.end().catch(() => {});
    if (this.#closed) return;
    this.log.error({ err: error }, 'session cache: lost the connection listening for changes; the cache is off until it is back');
    this.#reconnectLater();
  }

  /** One attempt at a time, every RECONNECT_MS, until one succeeds or the server closes. */
  #reconnectLater() {
    if (this.#closed || this.#reconnecting) return;
    this.#reconnecting = setTimeout(() => {
      this.#reconnecting = null;
      this.#connect().then(
        () => this.log.info('session cache: listening for changes again'),
        () => this.#reconnectLater(),
      );
    }, RECONNECT_MS);
  }

  async close() {
    this.#closed = true;
    clearTimeout(this.#reconnecting ?? undefined);
    const client = this.#client;
    this.#client = null;
    this.cache.stop();
    await client?.end().catch(() => {});
  }
}

/** Starts listening for changes on the server's database (PostgreSQL or PGlite) and turns the cache on. */
export async function watchAuthChanges(db: Db, cache: SessionCache, log: FastifyBaseLogger): Promise<AuthChanges> {
  // Both drizzle drivers keep the client they were given as $client.
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) return PostgresAuthChanges.connect(client, cache, log);
  return pgliteChanges(client, cache);
}
