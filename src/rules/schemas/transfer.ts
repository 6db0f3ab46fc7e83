import { z } from 'zod';
import { messages } from '../messages';

/** Spec 1 §5 Bolt transfer texts. */
export const transferMessages = {
  sameEmail: 'You must enter a different email address than your own to transfer to',
  unknownEmail: 'The email address is not known by the product.',
} as const;

export const transferRequestSchema = z.object({
  email: z.string(messages.required).trim().min(1, messages.required).pipe(z.email(messages.validEmail)),
});

export const transferDecisionSchema = z.object({
  token: z.string(messages.required).trim().min(1, messages.required),
});
