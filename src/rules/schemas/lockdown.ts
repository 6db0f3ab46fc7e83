import { z } from 'zod';
import { messages } from '../messages';
import { requiredText } from './common';

export const LOCK_TYPES = ['soft', 'hard'] as const;

export const lockdownSchema = z.object({
  accountId: z.coerce.number(messages.selectCustomer).int(messages.selectCustomer).min(1, messages.selectCustomer),
  type: z.enum(LOCK_TYPES, messages.oneOf),
  reason: requiredText(500),
});
/** A lock's account is fixed once made; switching soft/hard and the reason may change (spec 1 §4). */
export const lockdownUpdateSchema = lockdownSchema.omit({ accountId: true }).partial();
