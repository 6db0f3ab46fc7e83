import type { AuthUser } from './session.js';

export interface SessionCacheOptions {
  /** How long an entry is trusted at most (SESSION_CACHE_TTL_MS): the backstop should a change go unheard; 0 turns the cache off. */
  ttlMs: number;
  /** Entries kept; the oldest goes first. */
  maxEntries: number;
}

/** A change announced by the database (migration 0008): a token, a user, an account, or all (a table emptied). */
export interface AuthChange {
  kind: 'token' | 'user' | 'account' | 'all';
  key: string;
}

/**
 * Resolves true once every change committed before the call has been applied to the cache, false
 * when that cannot be known (the connection that hears them failed): then the database answers.
 */
export type CatchUp = () => Promise<boolean>;

interface Entry {
  user: AuthUser;
  until: number;
}

/**
 * Token hash -> signed-in user, so a request does not read its session from the database on every
 * call. An entry lasts `ttlMs` at most and never past its token's expiry, goes the moment a change
 * to its token, user or account is heard (authChanges.ts), and answers a request only after a
 * catch-up on the changes committed before that request arrived. The cache keeps nothing while it
 * is off: until the process listens for changes, and whenever it cannot (all entries are dropped
 * then, since changes may go unheard).
 */
export class SessionCache {
  readonly #entries = new Map<string, Entry>();
  #catchUp: CatchUp | null = null;
  /**
   * Counts the changes heard (and the starts and stops). A lookup that a change overtook (read
   * before it, back after it) may hold what the change made stale: it is answered but not kept.
   */
  #changes = 0;

  constructor(private readonly options: SessionCacheOptions) {}

  /** The user of a token hash: from the cache once caught up, else `load` (kept when it found one). */
  async find(tokenHash: string, load: () => Promise<AuthUser | null>): Promise<AuthUser | null> {
    const entry = this.#entries.get(tokenHash);
    if (entry && entry.until > Date.now() && (await this.#catchUp?.()) && this.#entries.get(tokenHash) === entry) return entry.user;
    const now = Date.now();
    const changesBefore = this.#changes;
    const user = await load();
    if (changesBefore !== this.#changes || !this.#catchUp || this.options.ttlMs === 0) return user;
    if (user) this.#keep(tokenHash, user, now);
    else this.#entries.delete(tokenHash);
    return user;
  }

  #keep(tokenHash: string, user: AuthUser, now: number) {
    this.#entries.delete(tokenHash);
    if (this.#entries.size >= this.options.maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    const expiry = user.tokenExpiresAt?.getTime() ?? now;
    // Frozen: the same object answers many requests, so none of them may change it for the others.
    this.#entries.set(tokenHash, { user: Object.freeze(user), until: Math.min(now + this.options.ttlMs, expiry) });
  }

  /** Drops what `change` makes stale. */
  apply(change: AuthChange) {
    this.#changes++;
    if (change.kind === 'all') this.#entries.clear();
    if (change.kind === 'token') this.#entries.delete(change.key);
    if (change.kind !== 'user' && change.kind !== 'account') return;
    const id = Number(change.key);
    for (const [tokenHash, { user }] of this.#entries) {
      if ((change.kind === 'user' ? user.id : user.accountId) === id) this.#entries.delete(tokenHash);
    }
  }

  /** Drops every entry (a change it could not read). */
  clear() {
    this.apply({ kind: 'all', key: '*' });
  }

  /** Starts keeping entries: the process hears every change from now on, and `catchUp` waits for those in flight. */
  start(catchUp: CatchUp) {
    this.#catchUp = catchUp;
    this.#changes++;
  }

  /** Stops keeping entries and drops them all: changes may go unheard from now on. */
  stop() {
    this.#catchUp = null;
    this.clear();
  }
}
