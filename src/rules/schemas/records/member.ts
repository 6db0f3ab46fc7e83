import { z } from 'zod';
import { BOLT_ROLES } from '../../boltRoles';
import { int, listMeta, moment, resourceObject, type Flat } from './document';

/**
 * A person with access to a Bolt (spec 1 §2 users-access): the users of its account (`source`
 * account, its owners, not removed here) and the members given access (`source` member), with what
 * their role allows.
 */
export const boltUserRecordSchema = resourceObject('bolt-users', {
  userId: int.nullable(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(BOLT_ROLES),
  status: z.enum(['active', 'invited']),
  source: z.enum(['account', 'member']),
  createdAt: moment,
  permissions: z.array(z.string()),
});
export type BoltUserRecord = z.input<typeof boltUserRecordSchema>;
export type BoltUser = Flat<BoltUserRecord>;

/** GET bolts/{id}/users: a page of everyone, with the caller's own role and permissions in the Bolt. */
export const boltUsersDocument = z.strictObject({
  data: z.array(boltUserRecordSchema),
  meta: listMeta.extend({ role: z.enum(BOLT_ROLES), permissions: z.array(z.string()) }),
});
