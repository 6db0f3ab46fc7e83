import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A @fastify/rate-limit store whose counters live in the database, so every API replica
 * behind a load balancer counts the same attempts (ARCHITECTURE §1).
 */
export function databaseRateLimitStore(db: Db) {
  const ttlOf = (windowStart: string | Date, timeWindow: number) => Math.max(0, timeWindow - (Date.now() - new Date(windowStart).getTime()));

  return class DatabaseStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      const seconds = timeWindow / 1000;
      db.execute(
        sql`insert into rate_limits (key, count, window_start) values (${key}, 1, now())
            on conflict (key) do update set
              count = case when rate_limits.window_start + make_interval(secs => ${seconds}) <= now() then 1 else rate_limits.count + 1 end,
              window_start = case when rate_limits.window_start + make_interval(secs => ${seconds}) <= now() then now() else rate_limits.window_start end
            returning count, window_start`,
      ).then(
        (result) => {
          const row = (result as unknown as { rows: { count: number; window_start: string }[] }).rows[0];
          callback(null, { current: Number(row.count), ttl: ttlOf(row.window_start, timeWindow) });
        },
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback, timeWindow: number) {
      db.execute(sql`select count, window_start from rate_limits where key = ${key}`).then(
        (result) => {
          const row = (result as unknown as { rows: { count: number; window_start: string }[] }).rows[0];
          const ttl = row ? ttlOf(row.window_start, timeWindow) : 0;
          callback(null, ttl > 0 ? { current: Number(row.count), ttl } : { current: 0, ttl: 0 });
        },
        (error: Error) => callback(error),
      );
    }

    child() {
      return new DatabaseStore();
    }
  };
}
