import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashToken, newToken } from '../../server/auth/tokens.js';
import type { Database } from '../../server/db/client.js';
import { tokens, users } from '../../server/db/schema.js';

/**
 * Tables a request may change even when it is refused: sessions (sign-in, sign-out) and the
 * sign-in limit's counters. Everything else must be exactly as it was after a 4xx.
 */
export const BOOKKEEPING_TABLES = ['tokens', 'rate_limits', 'login_failures', 'idempotency_keys'];

async function publicTables(database: Database): Promise<string[]> {
  // Both drivers answer `execute` with the rows under `rows`.
  const listed = (await database.db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as { rows: unknown[] };
  return (listed.rows as { name: string }[]).map((row) => row.name);
}

/** An md5 per table of the public schema (bookkeeping tables left out), in one query. */
export async function tableHashes(database: Database): Promise<Map<string, string>> {
  const names = (await publicTables(database)).filter((name) => !BOOKKEEPING_TABLES.includes(name));
  const query = names
    .map((name) => `select '${name}' as name, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as hash from "${name}" t`)
    .join(' union all ');
  const result = (await database.db.execute(sql.raw(query))) as { rows: unknown[] };
  return new Map((result.rows as { name: string; hash: string }[]).map((row) => [row.name, row.hash]));
}

/**
 * A copy of every table of the public schema, and a `restore` that puts them back, so each fuzzed
 * route starts from the same data whatever the routes before it wrote. Sequences go on counting,
 * which no check depends on.
 */
export async function snapshotTables(database: Database) {
  const names = (await publicTables(database)).map((name) => `"${name}"`);
  await database.db.execute(sql.raw('create schema if not exists fuzz_snapshot'));
  for (const name of names) await database.db.execute(sql.raw(`create table fuzz_snapshot.${name} as table public.${name}`));
  return {
    restore: () =>
      database.db.transaction(async (tx) => {
        // Foreign keys are not checked while the copies go back in (replica role, superuser only).
        await tx.execute(sql.raw('set local session_replication_role = replica'));
        await tx.execute(sql.raw(`truncate ${names.map((name) => `public.${name}`).join(', ')}`));
        for (const name of names) await tx.execute(sql.raw(`insert into public.${name} select * from fuzz_snapshot.${name}`));
      }),
  };
}

/** The tables whose hash differs between two snapshots. */
export const changedTables = (before: Map<string, string>, after: Map<string, string>) =>
  [...after.keys()].filter((name) => before.get(name) !== after.get(name));

/**
 * A session for a demo user without signing in: a sign-in costs a slow password hash, and calls
 * that end the session (logout) need a new one each time.
 */
export async function mintToken(database: Database, email: string): Promise<string> {
  const [user] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const token = newToken();
  await database.db.insert(tokens).values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3_600_000) });
  return token;
}

/**
 * What the error handler logs for a 5xx, kept so a finding names its cause. With logging off,
 * Fastify gives every request the app's one (no-op) logger, so replacing its `error` method sees
 * each logged error; `restore` puts the original back.
 */
export function captureServerErrors(app: FastifyInstance) {
  const log = app.log;
  const original = log.error;
  let last: string | null = null;
  log.error = ((entry: unknown) => {
    const error = entry as { message?: string; cause?: { message?: string } };
    const message = (error?.message ?? String(entry)).replace(/\s+/g, ' ');
    // A failed query's own message is its SQL; the database's reason is the cause.
    last = error?.cause?.message ? `${error.cause.message} (${message.slice(0, 160)}…)` : message.slice(0, 400);
  }) as typeof log.error;
  return {
    /** The message logged since the last call (null when nothing was logged). */
    take() {
      const message = last;
      last = null;
      return message;
    },
    restore() {
      log.error = original;
    },
  };
}
