import { z } from 'zod';
import { BILLING_PERIODS } from '../../plans';
import { PLANS } from '../bolt';
import { int, moment, resourceObject, type Flat } from './document';

/**
 * A Bolt, one shape on every path (the list, one Bolt, a created, restored or archived one): its
 * customer and server by id and name; `archivedAt` is when it left (deleted, or its scheduled
 * deletion came), null while it is live.
 */
export const boltRecordSchema = resourceObject('bolts', {
  name: z.string(),
  plan: z.enum(PLANS),
  dedicated: z.boolean(),
  customerId: int,
  customer: z.string(),
  serverId: int.nullable(),
  server: z.string().nullable(),
  sitesCount: int,
  location: z.string(),
  cms: z.string().nullable(),
  billingPeriod: z.enum(BILLING_PERIODS),
  trialEndsAt: moment.nullable(),
  customContract: z.boolean(),
  /** Dedicated Bolts only; null is the plan's storage, -1 unlimited. */
  storageQuotaMb: int.nullable(),
  deletionScheduledAt: moment.nullable(),
  deletedAt: moment.nullable(),
  archivedAt: moment.nullable(),
  createdAt: moment,
});
export type BoltRecord = z.input<typeof boltRecordSchema>;
export type Bolt = Flat<BoltRecord>;

/** POST bolts/check-trials: the free test Bolts an account may still make (spec 1 §9). */
export const trialsDocument = z.strictObject({ data: z.strictObject({ available: int, used: int, max: int }) });
export type Trials = z.input<typeof trialsDocument>['data'];

/** GET bolts/{id}/available-php-versions (spec 2 §7): version -> its support status (spec 2 §2.9), as available-settings names them. */
export const availablePhpVersionsRecordSchema = resourceObject('available-php-versions', {
  phpVersions: z.record(z.string(), z.enum(['Supported', 'Unsupported', 'Upcoming'])),
});
export type AvailablePhpVersionsRecord = z.input<typeof availablePhpVersionsRecordSchema>;
