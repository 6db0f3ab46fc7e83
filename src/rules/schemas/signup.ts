import { z } from 'zod';
import { messages } from '../messages';
import { newPasswordSchema } from '../password';
import { ACCOUNT_TYPES, SIGNUP_CURRENCIES, SMS_CODE_LENGTH, signupMessages, toE164 } from '../signup';

/** Spec 1 §5 signup: the form and POST auth/signup check the same things with the same texts. */

const name = (message: string) => z.string(message).trim().min(1, message).max(100, messages.tooLong(100));

/** ISO 3166-1 alpha-2 as GET countries lists them; the API also checks the code is assigned. */
export const countryCode = () =>
  z
    .string(signupMessages.country)
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, signupMessages.country);

export const currencyCode = () => z.enum(SIGNUP_CURRENCIES, signupMessages.currency);

/** Optional company: empty is none. */
const company = () =>
  z
    .string()
    .trim()
    .max(255, messages.tooLong(255))
    .nullish()
    .transform((value) => value || null);

export const signupSchema = z
  .object({
    firstName: name(signupMessages.firstName),
    lastName: name(signupMessages.lastName),
    email: z.string(messages.required).trim().min(1, messages.required).max(254, messages.tooLong(254)).pipe(z.email(messages.validEmail)),
    password: newPasswordSchema,
    phone: z.string(signupMessages.phone).trim().min(1, signupMessages.phone).max(32, signupMessages.phone),
    country: countryCode(),
    currency: currencyCode(),
    company: company(),
  })
  .superRefine((signup, context) => {
    if (toE164(signup.phone, signup.country) === null) context.addIssue({ code: 'custom', path: ['phone'], message: signupMessages.phone });
    const local = signup.email.split('@')[0].toLowerCase();
    if (local.length >= 4 && signup.password.toLowerCase().includes(local)) {
      context.addIssue({ code: 'custom', path: ['password'], message: signupMessages.passwordHasEmail });
    }
  })
  // Stored and texted in E.164, whatever format it was typed in.
  .transform((signup) => ({ ...signup, email: signup.email.toLowerCase(), phone: toE164(signup.phone, signup.country) ?? signup.phone }));

/** The customer record signup stores on the account (GET customer); a record without its id is refused. */
export const customerRecordSchema = z.object({
  customerId: z.string(signupMessages.customerId).trim().min(1, signupMessages.customerId),
  company: z.string().nullable(),
  country: countryCode(),
  currency: currencyCode(),
});

/** PATCH customer: what the account page may change; names belong to the user profile. */
export const customerUpdateSchema = z
  .object({ company: company(), country: countryCode(), currency: currencyCode() })
  .partial()
  .refine((change) => Object.keys(change).length > 0, messages.required);

/** POST auth/signup/verify-email: the token of the mailed link. */
export const verifyEmailSchema = z.object({ token: z.string(signupMessages.linkInvalid).trim().min(1, signupMessages.linkInvalid) });

/** POST auth/signup/verify-phone (spec 1 §7 body code). */
export const verifyPhoneSchema = z.object({
  code: z
    .string(signupMessages.code)
    .trim()
    .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), signupMessages.code),
});

/** PUT auth/signup/account-type. */
export const accountTypeSchema = z.object({ accountType: z.enum(ACCOUNT_TYPES, signupMessages.accountType) });
