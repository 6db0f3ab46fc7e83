import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../server/db/client';

/**
 * Finding 8 of the "Unbreakable" attack: under load, PGlite's queued queries ran back to back in
 * microtasks, so the event loop (which accepts new connections) got no turn until the queue was
 * empty. Each query below holds the thread 3 ms, 120 ms in all; the loop must get a turn long before.
 */
let database: Database;
beforeAll(async () => {
  database = await openPglite();
});
afterAll(() => database.close());

describe('PGlite takes turns with the event loop', () => {
  it('lets a waiting callback run while 40 queued queries are worked through', async () => {
    let done = 0;
    const queries = Array.from({ length: 40 }, () => database.db.execute(sql`select pg_sleep(0.003)`).then(() => done++));
    const doneAtFirstTurn = await new Promise<number>((resolve) => setImmediate(() => resolve(done)));
    await Promise.all(queries);
    expect(done).toBe(40);
    expect(doneAtFirstTurn).toBeLessThan(40);
  });

  it('answers queries in the order they were asked', async () => {
    const order: number[] = [];
    await Promise.all(Array.from({ length: 20 }, (_, i) => database.db.execute(sql`select ${i}::int as i`).then(() => order.push(i))));
    expect(order).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });
});
