import { z } from 'zod';
import { LOCK_TYPES } from '../lockdown';
import { USER_AGENT_MATCH_TYPES } from '../userAgentBlock';
import { int, moment, resourceObject } from './document';

/** Who made a staff record: their id and name (null once the user is gone). */
const madeBy = { createdById: int.nullable(), createdBy: z.string().nullable(), createdAt: moment };

/** An IP address or range refused at the edge; `active` until it expires. */
export const ipBlockRecordSchema = resourceObject('ip-blocks', {
  address: z.string(),
  reason: z.string(),
  expiresAt: moment.nullable(),
  active: z.boolean(),
  ...madeBy,
});

/** A user agent refused at the edge, matched by `matchType`. */
export const userAgentBlockRecordSchema = resourceObject('user-agent', {
  pattern: z.string(),
  matchType: z.enum(USER_AGENT_MATCH_TYPES),
  reason: z.string(),
  expiresAt: moment.nullable(),
  active: z.boolean(),
  ...madeBy,
});

/** A locked customer account (spec 1 §4); `setByAdmin` locks staff out of changing it. */
export const lockdownRecordSchema = resourceObject('lockdown', {
  accountId: int,
  customer: z.string(),
  type: z.enum(LOCK_TYPES),
  reason: z.string(),
  setByAdmin: z.boolean(),
  ...madeBy,
  updatedAt: moment,
});
