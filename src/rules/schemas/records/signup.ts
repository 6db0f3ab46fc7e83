import { z } from 'zod';
import { SIGNUP_STATES } from '../../customers';
import { ACCOUNT_TYPES } from '../../signup';
import { messageMeta, oneDocument, resourceObject } from './document';

/** GET auth/signup: where the signed-in person's signup stands (the post-signup wizard reads it). */
export const signupStatusSchema = resourceObject('signups', {
  signup_state: z.enum(SIGNUP_STATES),
  email_verified: z.boolean(),
  /** E.164; the number the SMS codes go to. */
  phone: z.string().nullable(),
  phone_verified: z.boolean(),
  account_type: z.enum(ACCOUNT_TYPES).nullable(),
});
export type SignupStatus = z.input<typeof signupStatusSchema>['attributes'];
export const signupStatusDocument = oneDocument(signupStatusSchema);

/** POST auth/signup and resend-sms-code: only what to tell the person (202). */
export const signupMessageDocument = z.strictObject({ meta: messageMeta });

/** GET customer: the caller's customer record (spec 1 §7), with the names of the person asking. */
export const customerSchema = resourceObject('customers', {
  customerId: z.string(),
  company: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string().nullable(),
  /** ISO 4217. */
  currency: z.string().nullable(),
});
export type CustomerAttributes = z.input<typeof customerSchema>['attributes'];
export const customerDocument = oneDocument(customerSchema);

/** GET countries: ISO 3166-1 alpha-2 codes (the id) with their English names, by name. */
export const countrySchema = resourceObject('countries', { name: z.string() });
export const countriesDocument = z.strictObject({ data: z.array(countrySchema) });
