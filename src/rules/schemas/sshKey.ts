import { z } from 'zod';
import { messages } from '../messages';
import { SSH_ACCESS_EXPIRY_IDS } from '../sshAccess';
import { parseSshKey } from '../sshKey';
import { recordId } from './common';

export const sshKeyFormMessages = {
  // Spec 2 §8.
  added: 'ssh key added',
  deleted: 'ssh key deleted',
  deleteFailed: 'could not delete SSH key',
  // The specs give no texts for these; they follow the specs' tone.
  duplicate: (fingerprint: string) => `This key is already in your account (${fingerprint}).`,
  chooseKey: 'Please choose one of your SSH keys.',
  alreadyGranted: 'This key already has access to this site.',
  expiry: 'Please choose how long the access lasts.',
  site: 'Please choose one of your sites.',
  chooseSite: 'Please choose a site.',
} as const;

export const COMMENT_MAX = 255;

/**
 * POST ssh-keys: the key is parsed here, so a bad one gets the precise reason at
 * /data/attributes/sshkey (spec 2 §5: the server's detail is shown under the field).
 */
export const sshKeyCreateSchema = z.strictObject({
  sshkey: z.string(messages.required).transform((value, context) => {
    const parsed = parseSshKey(value);
    if (parsed.ok) return parsed.key;
    context.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  }),
  comment: z.string().trim().max(COMMENT_MAX, messages.tooLong(COMMENT_MAX)).optional(),
  environment_id: z.union([recordId(sshKeyFormMessages.site), z.null()]).optional(),
});

/** POST environments/{envId}/ssh-access by a customer: give one of the account's keys access. */
export const sshAccessGrantSchema = z.strictObject({ sshKeyId: recordId(sshKeyFormMessages.chooseKey) });

/**
 * The staff variant: temporary Support access with a key of the provider's (type staff) and an
 * expiry option (spec 2 §9), or a key of the site's account on its behalf, as a user key (type
 * customer) or as the site's own key (type vhost, Site Key); those may expire too.
 */
export const staffSshAccessGrantSchema = z
  .strictObject({
    type: z.enum(['staff', 'customer', 'vhost'], messages.oneOf).default('staff'),
    sshKeyId: recordId(sshKeyFormMessages.chooseKey),
    expires: z.enum(SSH_ACCESS_EXPIRY_IDS, sshKeyFormMessages.expiry).optional(),
  })
  .refine((grant) => grant.type !== 'staff' || grant.expires !== undefined, {
    message: sshKeyFormMessages.expiry,
    path: ['expires'],
  });

/** Staff's grant page (/ssh-access/create) also picks the site, which the call names in its path. */
export const supportAccessSiteSchema = z.object({ siteId: recordId(sshKeyFormMessages.chooseSite) });
