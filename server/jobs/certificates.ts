import { z } from 'zod';
import type { Config } from '../config.js';
import { certificateAuthorities, type CertificateAuthorities } from '../dataplane/certificates/authorities.js';
import { markUnreachable, placeOrder, validateStep } from '../services/certificateIssuance.js';
import { renewExpiring } from '../services/certificateRenewal.js';
import { CERTIFICATE_ORDER, CERTIFICATE_RENEWAL, CERTIFICATE_UNREACHABLE, CERTIFICATE_VALIDATE, sendCertificateStep } from './certificateQueue.js';
import type { JobDefinition } from './types.js';

/** A certificate job's data: the certificate it works on. */
const certificateJob = z.object({ certificateId: z.number().int() });

/** How soon validation looks again while the CA is still validating or issuing (spec 2 §9: the panel polls every 5 s). */
export const POLL_SECONDS = 2;

/** One set of authorities per configuration: the ACME account is registered once per process. */
const authoritiesByConfig = new WeakMap<Config['certificates'], CertificateAuthorities>();
function authoritiesOf(config: Config): CertificateAuthorities {
  let authorities = authoritiesByConfig.get(config.certificates);
  if (!authorities) authoritiesByConfig.set(config.certificates, (authorities = certificateAuthorities(config.certificates)));
  return authorities;
}

/**
 * A certificate's steps: one job of a kind waiting and one running per certificate (its singleton
 * key, 'stately'), so two replicas never run the same certificate's step at once. An unreachable
 * CA is retried with back-off for about five minutes; then the order fails (CERTIFICATE_UNREACHABLE).
 */
const stepOptions = {
  policy: 'stately',
  retryLimit: 5,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
  deadLetter: CERTIFICATE_UNREACHABLE,
} as const;

/** Places a DRAFT or RENEWAL certificate's order (spec 2 §2.2 "Placing the certificate order"). */
export const certificateOrderJob: JobDefinition = {
  name: CERTIFICATE_ORDER,
  options: stepOptions,
  work: async (data, { database, config, send }) => {
    const { certificateId } = certificateJob.parse(data);
    if ((await placeOrder(database.db, authoritiesOf(config), certificateId)) === 'validate') {
      await sendCertificateStep(send, CERTIFICATE_VALIDATE, certificateId);
    }
  },
};

/**
 * After 'DNS challenge completed': confirms, polls and finalizes, step after step while each
 * answers at once; while the CA is still busy it sends itself again POLL_SECONDS later (a job in
 * the queue, not a timer: it survives a restart and runs on any replica).
 */
export const certificateValidateJob: JobDefinition = {
  name: CERTIFICATE_VALIDATE,
  options: stepOptions,
  work: async (data, { database, config, send }) => {
    const { certificateId } = certificateJob.parse(data);
    for (;;) {
      const next = await validateStep(database.db, authoritiesOf(config), certificateId);
      if (next === 'done') return;
      if (next === 'later') {
        await sendCertificateStep(send, CERTIFICATE_VALIDATE, certificateId, { startAfterSeconds: POLL_SECONDS });
        return;
      }
    }
  },
};

/** Where a step goes once its retries are spent: the certificate fails, saying the CA could not be reached. */
export const certificateUnreachableJob: JobDefinition = {
  name: CERTIFICATE_UNREACHABLE,
  options: { retryLimit: 5, retryBackoff: true },
  work: async (data, { database }) => markUnreachable(database.db, certificateJob.parse(data).certificateId),
};

/** Auto-renewal, daily (CERTIFICATE_RENEWAL_CRON): README "Domains and certificates". */
export const certificateRenewalJob: JobDefinition = {
  name: CERTIFICATE_RENEWAL,
  options: { policy: 'singleton', retryLimit: 2, expireInSeconds: 15 * 60 },
  schedule: (config) => config.certificateRenewalCron,
  work: async (_data, { database, log, send }, job) => {
    const outcome = await renewExpiring(database.db, send);
    log.info({ job: CERTIFICATE_RENEWAL, jobId: job.id, ...outcome }, 'certificate renewal: ordered renewals of the certificates due');
    return outcome;
  },
};

/** The certificate jobs, the dead letter first: a queue names its dead letter's queue, which must exist. */
export const certificateJobs: readonly JobDefinition[] = [
  certificateUnreachableJob,
  certificateOrderJob,
  certificateValidateJob,
  certificateRenewalJob,
];
