import { z } from 'zod';
import { DYNAMIC_REQUEST_PERIODS } from '../../dynamicRequests';
import { PLANS } from '../bolt';
import { int, listDocument, listMeta, resourceObject, type Flat } from './document';

/**
 * A live Bolt's dynamic requests in the period against what its plan allows in it, both in
 * millions (spec 1 §9 multiplier 1,000,000); `share` is requests / allowance (1 = all of it).
 */
export const dynamicRequestRecordSchema = resourceObject('dynamic-requests', {
  name: z.string(),
  plan: z.enum(PLANS),
  customerId: int,
  customer: z.string(),
  requests: z.number(),
  allowance: z.number(),
  share: z.number(),
  overAllowance: z.boolean(),
});
export type DynamicRequest = Flat<z.input<typeof dynamicRequestRecordSchema>>;

/** A page of the ranking, with the period it counts: its name and first and last day (inclusive). */
export const dynamicRequestsDocument = listDocument(
  dynamicRequestRecordSchema,
  listMeta.extend({ period: z.enum(DYNAMIC_REQUEST_PERIODS), period_from: z.iso.date(), period_to: z.iso.date() }),
);
