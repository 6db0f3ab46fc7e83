import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import type { SignupState } from './customers';

/**
 * Signup (spec 1 §4, §5): the customer record it creates, the currencies and account types it
 * offers, and the rule that decides whether staff must verify a new account by hand.
 */

/** The currencies a customer may be billed in; one price list, the same numbers in each (README "Signup"). */
export const SIGNUP_CURRENCIES = ['USD', 'EUR'] as const;

/** What the account is for (PUT auth/signup/account-type, the wizard's "Account setup"). */
export const ACCOUNT_TYPES = ['personal', 'business', 'agency'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** The customer id signup gives an account: CUS- and its number, six digits at least (CUS-000123). */
export const customerIdOf = (accountId: number) => `CUS-${String(accountId).padStart(6, '0')}`;

/** Digits of an SMS code (server/services/oneTimeCodes.ts makes them). */
export const SMS_CODE_LENGTH = 6;

/** Spec 1 §5 signup texts, quoted; the others follow the specs' tone. */
export const signupMessages = {
  firstName: 'Please provide a first name',
  lastName: 'Please provide a last name',
  customerId: 'customer id cannot be empty',
  currency: 'Please choose a currency',
  country: 'Please choose a country',
  phone: 'Please enter a valid mobile number.',
  passwordHasEmail: 'Please choose a password that does not contain your email address.',
  accountType: 'Please choose what the account is for.',
  code: `Please enter the ${SMS_CODE_LENGTH}-digit code from the text message.`,
  checkEmail: 'Thank you! We have sent you an email: open the link in it to confirm your address and continue.',
  linkInvalid: 'This link has expired or has already been used. Sign in to get a new one, or sign up again.',
  emailFirst: 'Please confirm your email address first: we have sent you a new link.',
  codeSent: (phone: string) => `We have sent a code to ${phone}.`,
  codeWrong: 'The code is not correct. Please check it and try again.',
  codeDead: 'This code has expired or was tried too often. Please ask for a new code.',
  smsLimit: (perHour: number, minutes: number) =>
    `You can ask for ${perHour} codes an hour. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  notNow: 'This step of your signup is already done.',
  phoneVerified: 'Your mobile number is verified.',
  customerSaved: 'Your details have been saved.',
} as const;

/** A typed number in E.164 (+4791234567), read in the chosen country's format when it has no +; null if it is no valid number. */
export function toE164(phone: string, country: string): string | null {
  const parsed = parsePhoneNumberFromString(phone, /^[A-Z]{2}$/.test(country) ? (country as CountryCode) : undefined);
  return parsed?.isValid() ? parsed.number : null;
}

/** A number as people read it (+47 912 34 567); the text as given when it is no number. */
export const formatPhone = (e164: string) => parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;

/** The country a number belongs to (ISO 3166-1 alpha-2), or null when its prefix is shared and the number tells none. */
export const phoneCountryOf = (e164: string): string | null => parsePhoneNumberFromString(e164)?.country ?? null;

/**
 * Where the account type leads (README "Signup"): an account whose verified mobile number belongs
 * to another country than the one it gave is checked by staff by hand (manual_verification_needed,
 * a usual sign of a fake signup); otherwise signup is complete. Deterministic: the same answers
 * always give the same state.
 */
export function stateAfterAccountType(phone: string | null, accountCountry: string | null): SignupState {
  const phoneCountry = phone ? phoneCountryOf(phone) : null;
  return phoneCountry !== null && phoneCountry === accountCountry ? 'signup_complete' : 'manual_verification_needed';
}
