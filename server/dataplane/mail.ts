import type { DbOrTx } from '../db/client.js';
import { outbox } from '../db/schema.js';

/** Sends mail to people (transfer requests, invitations). */
export interface Mailer {
  send(message: { to: string; subject: string; body: string }, db?: DbOrTx): Promise<void>;
}

/**
 * Sandbox mailer: keeps each message in the `outbox` table instead of sending it, so support
 * staff and tests can read what would have gone out. Writes in the caller's transaction when given.
 */
export function sandboxMailer(defaultDb: DbOrTx): Mailer {
  return {
    async send(message, db = defaultDb) {
      await db.insert(outbox).values(message);
    },
  };
}
