import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../server/auth/session';
import { SessionCache } from '../../server/auth/sessionCache';

const HOUR = 3_600_000;

function user(id: number, accountId: number, expiresInMs = HOUR): AuthUser {
  return {
    id,
    accountId,
    accountName: `Account ${accountId}`,
    accountBucketId: null,
    email: `user${id}@demo.test`,
    firstName: 'Demo',
    lastName: `User ${id}`,
    picture: null,
    role: 'customer',
    signupState: 'signup_complete',
    unpaidInvoices: 0,
    blockedCode: null,
    tokenId: id,
    tokenExpiresAt: new Date(Date.now() + expiresInMs),
    tokenLastUsedAt: null,
  };
}

/**
 * A cache that is on, a lookup that counts how often it reached "the database", and the catch-up
 * the cache awaits before it answers from memory (here: whatever the test lets arrive first).
 */
function setUp(options = { ttlMs: HOUR, maxEntries: 100 }) {
  const cache = new SessionCache(options);
  const caughtUp = { arrives: () => {}, inSync: true };
  cache.start(async () => {
    caughtUp.arrives();
    return caughtUp.inSync;
  });
  let reads = 0;
  const find = (tokenHash: string, found: AuthUser | null) =>
    cache.find(tokenHash, async () => {
      reads++;
      return found;
    });
  return { cache, find, caughtUp, reads: () => reads };
}

describe('the session cache', () => {
  it('reads a session once and answers the next calls from memory', async () => {
    const { find, reads } = setUp();
    const alice = user(1, 10);
    expect(await find('t1', alice)).toEqual(alice);
    expect(await find('t1', alice)).toEqual(alice);
    expect(reads()).toBe(1);
  });

  it('never keeps an unknown token, so a token signed in on another server is found at once', async () => {
    const { find, reads } = setUp();
    expect(await find('t1', null)).toBeNull();
    expect(await find('t1', user(1, 10))).toMatchObject({ id: 1 });
    expect(reads()).toBe(2);
  });

  it('drops a revoked token, every token of a changed user, and every user of a changed account', async () => {
    const { cache, find, reads } = setUp();
    await find('alice-1', user(1, 10));
    await find('alice-2', user(1, 10));
    await find('bob', user(2, 10));
    await find('carol', user(3, 20));
    cache.apply({ kind: 'token', key: 'alice-1' });
    await find('alice-1', user(1, 10));
    expect(reads()).toBe(5);
    cache.apply({ kind: 'user', key: '1' });
    await find('alice-2', user(1, 10));
    await find('bob', user(2, 10));
    expect(reads()).toBe(6);
    cache.apply({ kind: 'account', key: '10' });
    await find('bob', user(2, 10));
    await find('carol', user(3, 20));
    expect(reads()).toBe(7);
  });

  it('answers from memory only after catching up: a change that arrives then is heard first', async () => {
    const { cache, find, caughtUp, reads } = setUp();
    await find('t1', user(1, 10));
    caughtUp.arrives = () => cache.apply({ kind: 'account', key: '10' });
    await find('t1', user(1, 10));
    expect(reads()).toBe(2);
  });

  it('reads the database when it cannot catch up', async () => {
    const { find, caughtUp, reads } = setUp();
    await find('t1', user(1, 10));
    caughtUp.inSync = false;
    await find('t1', user(1, 10));
    expect(reads()).toBe(2);
  });

  it('drops everything when a table is emptied or a change cannot be read', async () => {
    const { cache, find, reads } = setUp();
    await find('t1', user(1, 10));
    cache.apply({ kind: 'all', key: 'users' });
    await find('t1', user(1, 10));
    cache.clear();
    await find('t1', user(1, 10));
    expect(reads()).toBe(3);
  });

  it('does not keep what a lookup read before a change that arrived while it ran', async () => {
    const { cache, find, reads } = setUp();
    await cache.find('t1', async () => {
      cache.apply({ kind: 'user', key: '1' });
      return user(1, 10);
    });
    await find('t1', user(1, 10));
    expect(reads()).toBe(1);
    await find('t1', user(1, 10));
    expect(reads()).toBe(1);
  });

  it('trusts an entry no longer than its token lasts', async () => {
    const { find, reads } = setUp();
    await find('t1', user(1, 10, -1));
    await find('t1', user(1, 10));
    expect(reads()).toBe(2);
  });

  it('keeps nothing while off, and forgets everything when it stops', async () => {
    const { cache, find, reads } = setUp();
    await find('t1', user(1, 10));
    cache.stop();
    await find('t1', user(1, 10));
    await find('t1', user(1, 10));
    expect(reads()).toBe(3);
  });

  it('keeps nothing with a time to live of 0, and the newest entries when full', async () => {
    const off = setUp({ ttlMs: 0, maxEntries: 100 });
    await off.find('t1', user(1, 10));
    await off.find('t1', user(1, 10));
    expect(off.reads()).toBe(2);

    const small = setUp({ ttlMs: HOUR, maxEntries: 2 });
    for (const token of ['t1', 't2', 't3', 't3', 't2']) await small.find(token, user(1, 10));
    expect(small.reads()).toBe(3);
    await small.find('t1', user(1, 10));
    expect(small.reads()).toBe(4);
  });
});
