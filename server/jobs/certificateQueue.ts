import type { DbOrTx } from '../db/client.js';
import { inTransaction } from './transaction.js';
import type { SendJob } from './types.js';

/** The certificate jobs (server/jobs/certificates.ts), named here so services can send them. */
export const CERTIFICATE_ORDER = 'certificate-order';
export const CERTIFICATE_VALIDATE = 'certificate-validate';
export const CERTIFICATE_RENEWAL = 'certificate-renewal';
/** Where an order or validation job goes once its retries are spent: the certificate is marked failed. */
export const CERTIFICATE_UNREACHABLE = 'certificate-unreachable';

/**
 * Sends a certificate's next step. Its singleton key is the certificate's: the queues' 'stately'
 * policy keeps one job of a kind waiting and one running per certificate, across every replica.
 * Inside a transaction (`tx`) the job is queued with the transaction's writes, or not at all.
 */
export function sendCertificateStep(
  send: SendJob,
  queue: typeof CERTIFICATE_ORDER | typeof CERTIFICATE_VALIDATE,
  certificateId: number,
  { tx, startAfterSeconds }: { tx?: DbOrTx; startAfterSeconds?: number } = {},
) {
  return send(
    queue,
    { certificateId },
    {
      singletonKey: `certificate-${certificateId}`,
      ...(tx ? { db: inTransaction(tx) } : {}),
      ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}),
    },
  );
}
