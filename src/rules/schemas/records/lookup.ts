import { z } from 'zod';
import { LOOKUP_KINDS } from '../../lookup';
import { int, resourceObject, type Flat } from './document';

/**
 * One match of GET admin/lookup: what matched (`kind`, `value`; an API key only as far as it was
 * typed), its Bolt, its site when the match is a site's (null for a Bolt's database or server), and
 * the customer: the account and its first person (`userId`, null when it has none), whose page is
 * /customers/{userId}. `exact` is a whole-value match; the others start with the value.
 */
export const lookupMatchSchema = resourceObject('lookup', {
  kind: z.enum(LOOKUP_KINDS),
  value: z.string(),
  exact: z.boolean(),
  boltId: int,
  boltName: z.string(),
  siteId: int.nullable(),
  siteTitle: z.string().nullable(),
  accountId: int,
  customer: z.string(),
  userId: int.nullable(),
});
export type LookupMatch = Flat<z.input<typeof lookupMatchSchema>>;
