import { z } from 'zod';
import { messages } from '../messages';
import { recordId } from './common';

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

/** An admin moves an archived Bolt to another customer's account, picked by its account id. */
export const archiveTransferSchema = z.object({
  customerId: recordId(messages.selectCustomer),
});
