import { z } from 'zod';
import { PLANS } from '../bolt';
import { int, moment, resourceObject, type Flat } from './document';

const allocation = z.strictObject({ used: z.number(), allowed: z.number().nullable(), over: z.boolean() });

/** One Bolt's use of its plan (admin/accounts/{id}/resource-allocation). */
export const boltAllocationRecordSchema = resourceObject('resource-allocation', {
  name: z.string(),
  plan: z.enum(PLANS),
  storageMb: allocation,
  sites: allocation,
  dynamicRequests: allocation,
  phpWorkers: allocation,
  overAllocated: z.boolean(),
});

/** A customer account with what its live Bolts use (admin/accounts, spec 1 §2 /accounts). */
export const accountRecordSchema = resourceObject('accounts', {
  name: z.string(),
  customerId: z.string().nullable(),
  company: z.string().nullable(),
  bolts: int,
  sites: int,
  storageUsedMb: z.number(),
  /** Live Bolts using more than their plan allows of anything. */
  overAllocatedBolts: int,
  createdAt: moment,
});

/** An account's Bolts against their plans, with the account's name. */
export const allocationDocument = z.strictObject({ data: z.array(boltAllocationRecordSchema), meta: z.strictObject({ account: z.string() }) });

export type BoltAllocationRecord = Flat<z.input<typeof boltAllocationRecordSchema>>;
