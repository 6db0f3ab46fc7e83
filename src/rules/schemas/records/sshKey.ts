import { z } from 'zod';
import { int, moment, resourceObject, type Flat } from './document';

/**
 * Spec 2 §3 SSH key of an account; the title is the comment, or the fingerprint for a key without
 * one. `environment_id` is the site it was listed or added for, if any.
 */
export const sshKeyRecordSchema = resourceObject('ssh-keys', {
  title: z.string(),
  comment: z.string(),
  sshkey: z.string(),
  keyType: z.string(),
  keyLength: int,
  fingerprint: z.string(),
  createdAt: moment,
  environment_id: z.string().nullable(),
});
export type SshKeyRecord = z.input<typeof sshKeyRecordSchema>;
export type SshKey = Flat<SshKeyRecord>;

/**
 * Spec 2 §3 SSH access entry: a key's access to a site (Support, the site's own key, or a user key),
 * its type's label and whether it is still in force; `site` names the site it opens.
 */
export const sshAccessRecordSchema = resourceObject('ssh-access', {
  type: z.enum(['staff', 'vhost', 'customer']),
  typeLabel: z.string(),
  customer: z.string().nullable(),
  fingerprint: z.string().nullable(),
  sshKeyId: z.string().nullable(),
  enabled: z.boolean(),
  status: z.enum(['active', 'expired']),
  createdAt: moment,
  expires_at: moment.nullable(),
  environmentId: z.string(),
  site: z.strictObject({ title: z.string(), name: z.string(), boltId: z.string() }),
});
export type SshAccessRecord = z.input<typeof sshAccessRecordSchema>;
export type SshAccessEntry = Flat<SshAccessRecord>;
