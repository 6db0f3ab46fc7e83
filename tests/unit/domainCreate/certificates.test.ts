import { afterEach, describe, expect, it, vi } from 'vitest';
import { CERTIFICATE_POLL_MS } from '../../../src/rules/certificates';
import { stepOf } from '../../../src/wizards/domainCreate/machine';
import type { CertificateChoice } from '../../../src/wizards/domainCreate/certificateOptions';
import type { DomainCreateInput } from '../../../src/wizards/domainCreate/types';
import { apiError, certificate, domain, NEXT, offline, send, settle, setUp, startWatched as start, TARGET } from './fixtures';

/** The certificate pages of an existing domain start at the certificate choice. */
const EXISTING: DomainCreateInput = { entry: 'certificate', siteId: '7', environmentName: 'Shop', target: TARGET, domain: domain() };
type Actor = ReturnType<typeof start>['actor'];
const order = async (actor: Actor, choice: CertificateChoice) => send(actor, { type: 'CHOOSE', choice }, { type: 'CONFIRM' });
/** Lets the fake timers and the promises they start run. */
const elapse = async (ms: number) => {
  await vi.advanceTimersByTimeAsync(ms);
};

afterEach(() => {
  vi.useRealTimers();
});

describe('new_certificate', () => {
  it.each([
    ['LETS_ENCRYPT', { type: 'LETS_ENCRYPT', isWildcard: false, checkout: false }],
    ['SELF_SIGNED', { type: 'SELF_SIGNED', isWildcard: false, checkout: false }],
    ['SECTIGO', { type: 'SECTIGO', isWildcard: false, checkout: true }],
    ['SECTIGO_WILDCARD', { type: 'SECTIGO', isWildcard: true, checkout: true }],
  ] as const)('orders %s for the domain, paid ones with checkout, then installs it', async (choice, expected) => {
    const { machine, calls } = setUp();
    const { actor } = start(machine, EXISTING);
    await settle(actor);
    await order(actor, choice);
    expect(calls.orderCertificate).toHaveBeenCalledWith({ ...expected, domainId: 5, domain: 'example.com' });
    expect(stepOf(actor.getSnapshot())).toBe('verification_needed');
    expect(actor.getSnapshot().context).toMatchObject({ certificateType: choice, certificateInfo: { status: 'DRAFT' } });
  });

  it.each([
    ['acd', true],
    ['sbcdn', false],
  ] as const)('places a provisioning order for %s and sends the page on to the CDN wizard', async (choice, checkout) => {
    const { machine, calls } = setUp();
    const { actor, emitted } = start(machine, EXISTING);
    await settle(actor);
    await order(actor, choice);
    expect(calls.orderCdn).toHaveBeenCalledWith({ type: choice, domainId: 5, checkout });
    expect(calls.orderCertificate).not.toHaveBeenCalled();
    expect(emitted).toContainEqual({ type: 'cdnOrdered', orderId: 12, domainId: 5 });
    expect(stepOf(actor.getSnapshot())).toBe('creation_complete');
    expect(actor.getSnapshot().context).toMatchObject({ certificateType: choice, cdnOrderId: 12, customerId: 4, certificateInfo: null });
  });

  it("keeps the provider's CDN closed once it is set up", async () => {
    const { machine } = setUp();
    const { actor } = start(machine, { ...EXISTING, domain: domain({ cdn: { enabled: true, orderStatus: 'complete', orderId: 3 } }) });
    await settle(actor);
    expect(actor.getSnapshot().can({ type: 'CHOOSE', choice: 'sbcdn' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'CHOOSE', choice: 'acd' })).toBe(true);
  });

  it('shows the response error of a failed order, with Retry and the way back', async () => {
    const { machine, calls } = setUp();
    calls.orderCertificate.mockRejectedValueOnce(apiError(402, 'The card was declined.'));
    const { actor } = start(machine, EXISTING);
    await settle(actor);
    await order(actor, 'SECTIGO');
    expect(actor.getSnapshot().value).toEqual({ new_certificate: 'failed' });
    expect(actor.getSnapshot().context.error).toBe('The card was declined.');
    await send(actor, { type: 'RETRY' });
    expect(stepOf(actor.getSnapshot())).toBe('verification_needed');
    expect(calls.orderCertificate).toHaveBeenCalledTimes(2);

    const again = start(setUp(calls).machine, EXISTING).actor;
    calls.orderCdn.mockRejectedValueOnce(offline());
    await settle(again);
    await order(again, 'acd');
    expect(again.getSnapshot().context.error).toBe('Failed to fetch');
    await send(again, { type: 'PREVIOUS' });
    expect(again.getSnapshot().value).toEqual({ select_certificate_needed: 'choosing' });
  });
});

describe('verification_needed', () => {
  it('reads the order every 5 s until it is ACTIVE, then stops; Continue only when ACTIVE', async () => {
    vi.useFakeTimers();
    const { machine, calls } = setUp();
    calls.fetchCertificate
      .mockResolvedValueOnce(certificate('AWAITING_CHALLENGE'))
      .mockResolvedValueOnce(certificate('REQUEST_CERTIFICATE'))
      .mockResolvedValueOnce(certificate('ACTIVE'));
    const { actor } = start(machine, EXISTING);
    await elapse(0);
    await order(actor, 'LETS_ENCRYPT');
    expect(actor.getSnapshot().can(NEXT)).toBe(false);
    await elapse(CERTIFICATE_POLL_MS - 1);
    expect(calls.fetchCertificate).not.toHaveBeenCalled();
    await elapse(1);
    expect(calls.fetchCertificate).toHaveBeenCalledWith({ id: '31' });
    expect(actor.getSnapshot().context.certificateInfo?.status).toBe('AWAITING_CHALLENGE');
    await elapse(2 * CERTIFICATE_POLL_MS);
    expect(actor.getSnapshot().context.certificateInfo?.status).toBe('ACTIVE');
    expect(actor.getSnapshot().matches({ verification_needed: { poll: 'settled' } })).toBe(true);
    await elapse(10 * CERTIFICATE_POLL_MS);
    expect(calls.fetchCertificate).toHaveBeenCalledTimes(3);
    actor.send(NEXT);
    expect(stepOf(actor.getSnapshot())).toBe('creation_complete');
  });

  it('stops on a FAILED_ status and offers another choice instead of Continue', async () => {
    vi.useFakeTimers();
    const { machine, calls } = setUp();
    calls.fetchCertificate.mockResolvedValueOnce(
      certificate('FAILED_REQUEST_CHALLENGE', { statusMessage: 'No TXT record found at _acme-challenge.example.com' }),
    );
    const { actor } = start(machine, EXISTING);
    await elapse(0);
    await order(actor, 'LETS_ENCRYPT');
    await elapse(CERTIFICATE_POLL_MS);
    expect(actor.getSnapshot().matches({ verification_needed: { poll: 'settled' } })).toBe(true);
    await elapse(5 * CERTIFICATE_POLL_MS);
    expect(calls.fetchCertificate).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().can(NEXT)).toBe(false);
    actor.send({ type: 'PREVIOUS' });
    await elapse(0);
    // The choice is read again: the failed order is left out of it.
    expect(actor.getSnapshot().value).toEqual({ select_certificate_needed: 'choosing' });
    expect(calls.loadCertificates).toHaveBeenCalledTimes(2);
  });

  it('does not poll an order that is settled already (self-signed is ACTIVE at once)', async () => {
    vi.useFakeTimers();
    const { machine, calls } = setUp();
    calls.orderCertificate.mockResolvedValueOnce({ data: certificate('ACTIVE', { type: 'SELF_SIGNED' }), meta: { message: 'certificate ordered' } });
    const { actor, emitted } = start(machine, EXISTING);
    await elapse(0);
    await order(actor, 'SELF_SIGNED');
    await elapse(3 * CERTIFICATE_POLL_MS);
    expect(calls.fetchCertificate).not.toHaveBeenCalled();
    expect(emitted).toContainEqual({ type: 'notice', message: 'certificate ordered' });
    expect(actor.getSnapshot().can(NEXT)).toBe(true);
  });

  it('stops polling when a read fails, shows why, and Retry starts it again', async () => {
    vi.useFakeTimers();
    const { machine, calls } = setUp();
    calls.fetchCertificate.mockRejectedValueOnce(apiError(500, 'Something went wrong on our side.'));
    const { actor } = start(machine, EXISTING);
    await elapse(0);
    await order(actor, 'LETS_ENCRYPT');
    await elapse(CERTIFICATE_POLL_MS);
    expect(actor.getSnapshot().matches({ verification_needed: { poll: 'stopped' } })).toBe(true);
    expect(actor.getSnapshot().context.pollError).toBe('Something went wrong on our side.');
    await elapse(5 * CERTIFICATE_POLL_MS);
    expect(calls.fetchCertificate).toHaveBeenCalledTimes(1);
    actor.send({ type: 'RETRY' });
    await elapse(0);
    expect(calls.fetchCertificate).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context).toMatchObject({ pollError: null, certificateInfo: { status: 'ACTIVE' } });
  });

  it("sends 'DNS challenge completed' only while the challenge waits, and toasts its message", async () => {
    vi.useFakeTimers();
    const { machine, calls } = setUp();
    calls.orderCertificate.mockResolvedValueOnce({ data: certificate('AWAITING_CHALLENGE'), meta: {} });
    calls.fetchCertificate.mockResolvedValue(certificate('REQUEST_CHALLENGE'));
    const { actor, emitted } = start(machine, EXISTING);
    await elapse(0);
    await order(actor, 'LETS_ENCRYPT');
    expect(actor.getSnapshot().context.certificateInfo?.dnsChallenges).toEqual({ '_acme-challenge.example.com': ['tXt-VaLuE'] });
    actor.send({ type: 'CHALLENGE_COMPLETED' });
    await elapse(0);
    expect(calls.completeChallenge).toHaveBeenCalledWith({ id: '31' });
    expect(emitted).toContainEqual({ type: 'notice', message: 'verifying your DNS records please wait' });
    expect(actor.getSnapshot().context.certificateInfo?.status).toBe('REQUEST_CHALLENGE');
    expect(actor.getSnapshot().can({ type: 'CHALLENGE_COMPLETED' })).toBe(false);
  });

  it("shows why 'DNS challenge completed' failed and lets it be sent again", async () => {
    vi.useFakeTimers();
    const { machine, calls } = setUp();
    calls.orderCertificate.mockResolvedValueOnce({ data: certificate('AWAITING_CHALLENGE'), meta: {} });
    calls.completeChallenge.mockRejectedValueOnce(apiError(422, 'record not found'));
    const { actor } = start(machine, EXISTING);
    await elapse(0);
    await order(actor, 'LETS_ENCRYPT');
    actor.send({ type: 'CHALLENGE_COMPLETED' });
    await elapse(0);
    expect(actor.getSnapshot().context.challengeError).toBe('record not found');
    expect(actor.getSnapshot().can({ type: 'CHALLENGE_COMPLETED' })).toBe(true);
  });
});

describe('the certificate pages', () => {
  it('set-up-certificate starts at the choice with the existing certificates; no way back to the wizard', async () => {
    const { machine, calls } = setUp();
    const { actor } = start(machine, EXISTING);
    await settle(actor);
    expect(actor.getSnapshot().value).toEqual({ select_certificate_needed: 'choosing' });
    expect(calls.loadCertificates).toHaveBeenCalledWith({ siteId: '7', domainId: 5 });
    expect(actor.getSnapshot().can({ type: 'PREVIOUS' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'QUIT_AND_DELETE' })).toBe(false);
  });

  it('create-order-ssl offers new certificates only', async () => {
    const { machine, calls } = setUp();
    const { actor } = start(machine, { ...EXISTING, entry: 'order' });
    await settle(actor);
    expect(actor.getSnapshot().value).toEqual({ select_certificate_needed: 'choosing' });
    expect(calls.loadCertificates).not.toHaveBeenCalled();
  });
});
