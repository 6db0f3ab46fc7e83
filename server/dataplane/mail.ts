import nodemailer from 'nodemailer';
import type { MailConfig } from '../config.js';
import type { DbOrTx } from '../db/client.js';
import { outbox } from '../db/schema.js';
import { inTransaction } from '../jobs/transaction.js';
import type { JobSender } from '../jobs/sender.js';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
}

/** Sends mail to people (verification links, transfer requests, invitations). */
export interface Mailer {
  /** Sends when `db`'s transaction commits (when given), so a rolled-back write sends nothing. */
  send(message: MailMessage, db?: DbOrTx): Promise<void>;
}

/** The queue a mail waits in for the SMTP server (server/jobs/mail.ts). */
export const MAIL_SEND = 'mail-send';

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

/**
 * SMTP mailer: each message becomes a durable job queued in the caller's transaction, and the
 * job hands it to the SMTP server with retries, so a slow or failing mail server never fails
 * or delays the request that sent it, and a mail is never sent for a write that rolled back.
 */
export function queuedMailer(defaultDb: DbOrTx, jobs: JobSender): Mailer {
  return {
    async send(message, db = defaultDb) {
      await jobs.send(MAIL_SEND, message, { db: inTransaction(db) });
    },
  };
}

/** Hands one message to the SMTP server of `SMTP_URL` (smtp:// or smtps://, credentials in the URL). */
export async function deliverBySmtp(config: MailConfig, message: MailMessage): Promise<void> {
  if (!config.smtpUrl) throw new Error('SMTP_URL is not set');
  const transport = nodemailer.createTransport(config.smtpUrl);
  try {
    await transport.sendMail({ from: config.from, to: message.to, subject: message.subject, text: message.body });
  } finally {
    transport.close();
  }
}

/** The mailer the configuration chooses: SMTP when SMTP_URL is set, else the sandbox outbox. */
export const mailerFor = (config: MailConfig, db: DbOrTx, jobs: JobSender): Mailer => (config.smtpUrl ? queuedMailer(db, jobs) : sandboxMailer(db));
