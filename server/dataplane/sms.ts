import type { DbOrTx } from '../db/client.js';
import { smsOutbox } from '../db/schema.js';

export interface SmsMessage {
  /** E.164. */
  to: string;
  body: string;
}

/** Sends text messages to phones (signup's verification codes). */
export interface SmsGateway {
  /** Sends within `db`'s transaction when given, so a rolled-back write sends nothing. */
  send(message: SmsMessage, db?: DbOrTx): Promise<void>;
}

/**
 * Sandbox SMS gateway: keeps each message in `sms_outbox` instead of sending it, so tests (and
 * support) can read the code that would have gone out. A real gateway replaces it by configuration.
 */
export function sandboxSms(defaultDb: DbOrTx): SmsGateway {
  return {
    async send(message, db = defaultDb) {
      await db.insert(smsOutbox).values(message);
    },
  };
}
