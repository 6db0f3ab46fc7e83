import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who an API request acts as, for the audit trail's triggers (migration 0014): the plugin
 * (plugins/audit.ts) runs each request's handler inside this store, and the database clients
 * (client.ts) hand its actor to PostgreSQL as the setting `audit.actor` of every transaction and
 * write the request makes. Code outside a request (jobs, seeds) has no actor and is not recorded.
 */
export interface AuditActor {
  userId: number | null;
  name: string | null;
  role: 'customer' | 'staff' | 'admin' | null;
  accountId: number | null;
  address: string;
}

const requests = new AsyncLocalStorage<string>();

/** Runs `work` (and all it starts) as `actor`. */
export const actingAs = <T>(actor: AuditActor, work: () => T): T => requests.run(JSON.stringify(actor), work);

/** The actor of the request this code serves, as the setting's JSON; null outside a request. */
export const currentActor = (): string | null => requests.getStore() ?? null;

/** Sets the actor for the rest of a transaction (`true`: local to it). */
export const SET_LOCAL_ACTOR = "select set_config('audit.actor', $1, true)";
/** Sets, or clears with '', the actor of a connection for what it runs next. */
export const SET_SESSION_ACTOR = "select set_config('audit.actor', $1, false)";

/**
 * A statement that may write rows: one that starts with a write, or a WITH query holding one
 * (`with moved as (update …)`). Plain reads, WITH reads included, need no actor.
 */
export const mayWrite = (text: string) =>
  /^\s*(insert|update|delete|merge)\b/i.test(text) || (/^\s*with\b/i.test(text) && /\b(insert|update|delete|merge)\b/i.test(text));
