import { describe, expect, it } from 'vitest';
import { isCommonPassword } from '../../../server/auth/commonPasswords';
import { customerRecordSchema, customerUpdateSchema, signupSchema, verifyPhoneSchema } from '../../../src/rules/schemas/signup';
import { customerIdOf, stateAfterAccountType, toE164 } from '../../../src/rules/signup';

const valid = {
  firstName: 'Kari',
  lastName: 'Nordmann',
  email: 'Kari@Example.test',
  password: 'fjord lantern 47 quietly',
  phone: '912 34 567',
  country: 'no',
  currency: 'EUR',
  company: '',
};

const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('signup schema (spec 1 §5)', () => {
  it('gives the spec’s messages for missing names and currency', () => {
    const result = signupSchema.safeParse({ ...valid, firstName: ' ', lastName: '', currency: undefined });
    expect(messagesOf(result)).toMatchObject({
      firstName: 'Please provide a first name',
      lastName: 'Please provide a last name',
      currency: 'Please choose a currency',
    });
  });

  it('offers USD and EUR only', () => {
    expect(signupSchema.safeParse({ ...valid, currency: 'USD' }).success).toBe(true);
    expect(messagesOf(signupSchema.safeParse({ ...valid, currency: 'NOK' })).currency).toBe('Please choose a currency');
  });

  it('stores the address lower-cased, the number in E.164, the country upper-cased and no empty company', () => {
    expect(signupSchema.parse(valid)).toMatchObject({ email: 'kari@example.test', phone: '+4791234567', country: 'NO', company: null });
  });

  it('refuses a short password and one holding the address', () => {
    expect(messagesOf(signupSchema.safeParse({ ...valid, password: 'short' })).password).toBe('Please use at least 12 characters.');
    expect(messagesOf(signupSchema.safeParse({ ...valid, password: 'kari is my name here' })).password).toBe(
      'Please choose a password that does not contain your email address.',
    );
  });
});

describe('customer record', () => {
  it('is refused without its customer id: customer id cannot be empty', () => {
    const result = customerRecordSchema.safeParse({ customerId: ' ', company: null, country: 'NO', currency: 'USD' });
    expect(messagesOf(result).customerId).toBe('customer id cannot be empty');
  });

  it('numbers customers CUS- and six digits at least', () => {
    expect(customerIdOf(123)).toBe('CUS-000123');
    expect(customerIdOf(1234567)).toBe('CUS-1234567');
  });

  it('takes a change of company, country or currency, and not nothing', () => {
    expect(customerUpdateSchema.parse({ country: 'se' })).toEqual({ country: 'SE' });
    expect(customerUpdateSchema.safeParse({}).success).toBe(false);
  });
});

describe('phone numbers and the account type rule', () => {
  it('reads a number in the chosen country’s format, or international', () => {
    expect(toE164('912 34 567', 'NO')).toBe('+4791234567');
    expect(toE164('+46 70 123 45 67', 'NO')).toBe('+46701234567');
    expect(toE164('12345', 'NO')).toBeNull();
  });

  it('completes a signup whose verified number is of the account’s country; otherwise staff verify it', () => {
    expect(stateAfterAccountType('+4791234567', 'NO')).toBe('signup_complete');
    expect(stateAfterAccountType('+46701234567', 'NO')).toBe('manual_verification_needed');
    expect(stateAfterAccountType(null, 'NO')).toBe('manual_verification_needed');
  });

  it('takes a 6-digit code only', () => {
    expect(verifyPhoneSchema.safeParse({ code: ' 123456 ' }).success).toBe(true);
    expect(verifyPhoneSchema.safeParse({ code: '12345a' }).success).toBe(false);
  });
});

describe('common passwords', () => {
  it.each(['password1234', 'Qwerty123456', 'dragon12345678', '!!monkey2024!!', 'zzzzzzzzzzzzzz'])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each(['fjord lantern 47 quietly', 'correct-horse-battery-staple-7'])('accepts %s', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });
});
