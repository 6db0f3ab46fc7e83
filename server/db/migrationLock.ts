import pg from 'pg';

/**
 * Runs `prepare` (migrate and seed, or set up the job queues) while holding a PostgreSQL advisory
 * lock, so replicas that start together on one database take turns: the first does the work, the
 * next find it done. Without it two of them ran the same migrations at once and one failed on
 * "relation already exists", or deadlocked creating the same job queue. The lock is the session's:
 * it goes when its connection closes, also if this process dies. PGlite (no URL) needs none: one
 * server owns its data directory.
 */
export async function oneAtATime<T>(databaseUrl: string | undefined, prepare: () => Promise<T>): Promise<T> {
  if (!databaseUrl) return prepare();
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'panel-migrations' });
  await client.connect();
  try {
    await client.query(`select pg_advisory_lock(hashtext('hosting-control-panel: migrate and seed'))`);
    return await prepare();
  } finally {
    await client.end();
  }
}
