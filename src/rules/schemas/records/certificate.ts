import { z } from 'zod';
import { CERTIFICATE_TYPES } from '../../certificates';
import { int, moment, resourceObject } from './document';

/**
 * Spec 2 §3 Certificate, as `GET certificates/{id}`, a domain's certificates and the staff lists
 * answer it. `dnsChallenges` maps each record name the authority asked for to its values (spec 2
 * §3); `challengeType` is the record type to add (CNAME for Sectigo, TXT otherwise, spec 2 §2.2).
 * The private key and the PEMs never leave the server. `customer` names the account for staff.
 */
export const certificateRecordSchema = resourceObject('certificates', {
  domain: z.string(),
  domainId: int.nullable(),
  environmentId: int,
  boltId: int,
  type: z.enum(CERTIFICATE_TYPES),
  status: z.string(),
  /** The authority's words when an order failed (spec 2 §8 'installation shows the first error detail'). */
  statusMessage: z.string().nullable(),
  autoRenew: z.boolean(),
  isWildcard: z.boolean(),
  expiresAt: moment.nullable(),
  issuedAt: moment.nullable(),
  dnsChallenges: z.record(z.string(), z.array(z.string())),
  challengeType: z.enum(['TXT', 'CNAME']),
  customer: z.string().nullable(),
  createdAt: moment,
});
export type CertificateRecord = z.infer<typeof certificateRecordSchema>;
