import { z } from 'zod';
import { moment, resourceObject } from './document';

/** GET sandbox/outbox (SANDBOX_OUTBOX_ROUTE only): the latest mail the sandbox mailer kept for an address. */
export const sandboxMailDocument = z.strictObject({
  data: resourceObject('sandbox-mails', { to: z.string(), subject: z.string(), body: z.string(), created_at: moment }),
});

/** GET sandbox/sms (SANDBOX_OUTBOX_ROUTE only): the latest text the sandbox SMS gateway kept for a number. */
export const sandboxSmsDocument = z.strictObject({
  data: resourceObject('sandbox-sms', { to: z.string(), body: z.string(), created_at: moment }),
});
