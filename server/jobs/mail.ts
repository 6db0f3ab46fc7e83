import { z } from 'zod';
import { deliverBySmtp, MAIL_SEND } from '../dataplane/mail.js';
import type { JobDefinition } from './types.js';

const mailJob = z.object({ to: z.string(), subject: z.string(), body: z.string() });

/** One mail for the SMTP server (dataplane/mail.ts queuedMailer); a mail server that is down is retried with back-off for about two hours. */
export const mailSendJob: JobDefinition = {
  name: MAIL_SEND,
  options: { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  work: async (data, { config }) => deliverBySmtp(config.mail, mailJob.parse(data)),
};
