import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from '../../server/auth/recoveryCodes';
import { newTotpSecret, totpStep, totpUri } from '../../server/auth/totp';
import { boardRedirect } from '../../server/services/canny';
import { durationText } from '../../server/services/passwords';
import { newPasswordSchema, passwordMessages } from '../../src/rules/password';
import { mfaCodeSchema, mfaProofSchema } from '../../src/rules/schemas/security';
import { hostOf } from '../../src/rules/siteAddress';
import { describeUserAgent } from '../../src/rules/userAgent';

const EPOCH = 1_700_000_000;
const at = (seconds: number) => new Date(seconds * 1000);

describe('TOTP (RFC 6238)', () => {
  it('takes the code of this step and of the one before, never one ahead or older', async () => {
    const secret = newTotpSecret();
    const code = await generate({ secret, epoch: EPOCH });
    const step = Math.floor(EPOCH / 30);
    expect(await totpStep(secret, code, at(EPOCH))).toBe(step);
    expect(await totpStep(secret, code, at(EPOCH + 30))).toBe(step);
    expect(await totpStep(secret, code, at(EPOCH + 60))).toBeNull();
    expect(await totpStep(secret, code, at(EPOCH - 30))).toBeNull();
  });

  it('reads a code typed with a space, and refuses anything but six digits', async () => {
    const secret = newTotpSecret();
    const code = await generate({ secret, epoch: EPOCH });
    expect(await totpStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, at(EPOCH))).not.toBeNull();
    for (const typed of ['', '12345', '1234567', 'abcdef']) expect(await totpStep(secret, typed, at(EPOCH))).toBeNull();
  });

  it('makes 160-bit Base32 secrets and otpauth:// URIs naming issuer and account', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(totpUri('Panel', 'kari@example.com', secret)).toBe(`otpauth://totp/Panel:kari%40example.com?secret=${secret}&issuer=Panel`);
  });
});

describe('recovery codes', () => {
  it('makes ten different codes of 16 characters in groups of four', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);
  });

  it('hashes a code alike however it is typed, and tells it from a TOTP code', () => {
    const [code] = newRecoveryCodes();
    const typed = ` ${code.toUpperCase().replaceAll('-', ' ')} `;
    expect(normalizeRecoveryCode(typed)).toBe(code.replaceAll('-', ''));
    expect(hashRecoveryCode(typed)).toBe(hashRecoveryCode(code));
    expect(looksLikeRecoveryCode(typed)).toBe(true);
    expect(looksLikeRecoveryCode('123456')).toBe(false);
  });
});

describe('the password policy', () => {
  it.each([
    ['', passwordMessages.required],
    ['eleven char', passwordMessages.tooShort],
    ['x'.repeat(129), passwordMessages.tooLong],
  ])('refuses %j', (password, message) => {
    const result = newPasswordSchema.safeParse(password);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0].message).toBe(message);
  });

  it('takes any 12 characters, counting an emoji as one', () => {
    expect(newPasswordSchema.safeParse('twelve chars').success).toBe(true);
    expect(newPasswordSchema.safeParse('🔒🔒🔒🔒🔒🔒🔒🔒🔒🔒🔒🔒').success).toBe(true);
    expect(newPasswordSchema.safeParse('🔒🔒🔒🔒🔒🔒').success).toBe(false);
  });
});

describe('MFA inputs', () => {
  it('takes a six-digit code with spaces, and asks for a code or the password', () => {
    expect(mfaCodeSchema.parse({ code: '123 456' })).toEqual({ code: '123456' });
    expect(mfaCodeSchema.safeParse({ code: '12345' }).success).toBe(false);
    expect(mfaProofSchema.safeParse({}).success).toBe(false);
    expect(mfaProofSchema.safeParse({ code: '  ' }).success).toBe(false);
    expect(mfaProofSchema.safeParse({ password: 'x' }).success).toBe(true);
  });
});

describe('links into the panel', () => {
  it.each([
    ['example.com', 'example.com'],
    ['  WWW.Example.COM.  ', 'www.example.com'],
    ['https://shop.example.com:8443/cart?x=1', 'shop.example.com'],
    ['', null],
    ['http://', null],
  ])('reads the host of %j', (address, host) => expect(hostOf(address)).toBe(host));

  const canny = { ssoKey: 'k', companyId: 'c', boardUrl: 'https://feedback.example.com' };
  it.each([
    [undefined, 'https://feedback.example.com'],
    ['https://feedback.example.com/p/1', 'https://feedback.example.com/p/1'],
    ['https://acme.canny.io/x', 'https://acme.canny.io/x'],
    ['https://canny.io.evil.example/', 'https://feedback.example.com'],
    ['http://acme.canny.io/x', 'https://feedback.example.com'],
  ])('lets Canny redirect to %s only on the board or canny.io', (redirect, expected) => expect(boardRedirect(canny, redirect)).toBe(expected));
});

describe('what a session list and a mail say', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 'Chrome', 'Linux', false],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
      'Edge',
      'Windows',
      false,
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari',
      'iOS',
      true,
    ],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox', 'macOS', false],
    [null, null, null, false],
  ])('describes %s', (userAgent, browser, system, mobile) => expect(describeUserAgent(userAgent)).toEqual({ browser, system, mobile }));

  it.each([
    [3_600_000, '1 hour'],
    [7_200_000, '2 hours'],
    [1_800_000, '30 minutes'],
    [60_000, '1 minute'],
  ])('says %i ms as %s', (ms, text) => expect(durationText(ms)).toBe(text));
});
