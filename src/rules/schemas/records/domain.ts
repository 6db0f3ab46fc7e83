import { z } from 'zod';
import { int, moment, resourceObject } from './document';

/** Spec 2 §3 Certificate, as a domain's list shows it: its type, status and validity. */
const domainCertificate = z.strictObject({
  id: z.string(),
  type: z.string(),
  status: z.string(),
  expiresAt: moment.nullable(),
});

/**
 * Spec 2 §3 Domain: its site (environment title and state), Bolt, CDN state and certificates
 * (newest first). `customer` names the account for staff (the global list); null for customers.
 */
export const domainRecordSchema = resourceObject('domains', {
  name: z.string(),
  boltId: int,
  environmentId: int,
  environment: z.strictObject({ title: z.string(), state: z.string() }),
  cdn: z.strictObject({ enabled: z.boolean(), orderStatus: z.string().nullable(), orderId: int.nullable() }),
  readonly: z.boolean(),
  apex: z.boolean(),
  deletable: z.boolean(),
  certificates: z.array(domainCertificate),
  customer: z.string().nullable(),
  createdAt: moment,
});
