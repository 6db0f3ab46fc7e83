import { z } from 'zod';
import { messages } from '../messages';

/** Roles that can be given by invitation; the owner is the Bolt's account, changed only by transfer. */
export const INVITABLE_ROLES = ['partner', 'technical_contact', 'developer'] as const;

export const inviteSchema = z.object({
  email: z.string(messages.required).trim().min(1, messages.required).pipe(z.email(messages.validEmail)),
  role: z.enum(INVITABLE_ROLES, messages.oneOf),
});

export const memberUpdateSchema = z.object({ role: z.enum(INVITABLE_ROLES, messages.oneOf) });
