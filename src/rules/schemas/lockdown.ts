import { z } from 'zod';
import { messages } from '../messages';
import { recordId, requiredText } from './common';

/** The specs give no texts for these rules; they follow the specs' tone. */
export const lockdownMessages = {
  ownAccount: 'You cannot lock your own account.',
  staffAccount: "This account belongs to the provider's staff and cannot be locked.",
  adminLock: 'Only an admin can change or lift a lockdown that an admin set.',
} as const;

export const LOCK_TYPES = ['soft', 'hard'] as const;

export const lockdownSchema = z.object({
  accountId: recordId(messages.selectCustomer),
  type: z.enum(LOCK_TYPES, messages.oneOf),
  reason: requiredText(500),
});
/** A lock's account is fixed once made; switching soft/hard and the reason may change (spec 1 §4). */
export const lockdownUpdateSchema = lockdownSchema.omit({ accountId: true }).partial();
