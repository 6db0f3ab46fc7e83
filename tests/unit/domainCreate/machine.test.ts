import { afterEach, describe, expect, it, vi } from 'vitest';
import { stepOf } from '../../../src/wizards/domainCreate/machine';
import { apiError, domain, NEXT, offline, send, settle, setUp, start, WIZARD } from './fixtures';

const name = (value: string) => ({ type: 'NAME_CHANGED', value }) as const;

type Actor = ReturnType<typeof start>;

async function toDns(actor: Actor, domainName = 'Example.COM', www = true) {
  await send(actor, name(domainName), { type: 'WWW_CHANGED', value: www }, NEXT, NEXT);
}
async function toCertificates(actor: Actor) {
  await toDns(actor);
  await send(actor, { type: 'TEST' }, NEXT);
  await send(actor, NEXT);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('domain_needed', () => {
  it('keeps Next disabled while the name is empty or invalid, then goes on with the name as it is added', async () => {
    const { machine } = setUp();
    const actor = start(machine);
    expect(stepOf(actor.getSnapshot())).toBe('domain_needed');
    expect(actor.getSnapshot().context).toMatchObject({ name: '', www: true, environmentName: 'Shop' });
    expect(actor.getSnapshot().can(NEXT)).toBe(false);
    for (const invalid of ['   ', 'localhost', 'bad name.com', 'exa_mple.com']) {
      await send(actor, name(invalid));
      expect(actor.getSnapshot().can(NEXT), invalid).toBe(false);
    }
    await send(actor, name('Shop.Example.COM.'), NEXT);
    expect(stepOf(actor.getSnapshot())).toBe('preparations_needed');
    expect(actor.getSnapshot().context.name).toBe('shop.example.com');
  });

  it('adds www only for an apex name with the box ticked', async () => {
    const cases: [string, boolean, string[]][] = [
      ['example.com', true, ['example.com', 'www.example.com']],
      ['example.co.uk', true, ['example.co.uk', 'www.example.co.uk']],
      ['example.com', false, ['example.com']],
      ['shop.example.com', true, ['shop.example.com']],
    ];
    for (const [domainName, www, names] of cases) {
      const { machine, calls } = setUp();
      const actor = start(machine);
      await toDns(actor, domainName, www);
      expect(actor.getSnapshot().context.dnsCheck.map((row) => row.name)).toEqual(names);
      expect(actor.getSnapshot().context.dnsCheck.every((row) => row.isActive === null)).toBe(true);
      await send(actor, { type: 'SKIP' });
      expect(calls.createDomain).toHaveBeenCalledWith({ siteId: '7', name: domainName, www: names.length > 1 });
    }
  });

  it('goes back and forth through the preparations', async () => {
    const { machine } = setUp();
    const actor = start(machine);
    await send(actor, name('example.com'), NEXT);
    await send(actor, { type: 'PREVIOUS' });
    expect(stepOf(actor.getSnapshot())).toBe('domain_needed');
    await send(actor, NEXT, NEXT);
    expect(stepOf(actor.getSnapshot())).toBe('dns_setup_needed');
    await send(actor, { type: 'PREVIOUS' });
    expect(stepOf(actor.getSnapshot())).toBe('preparations_needed');
  });
});

describe('dns_setup_needed', () => {
  it('enables Next once every row is active', async () => {
    const { machine, calls } = setUp();
    const actor = start(machine);
    await toDns(actor);
    expect(actor.getSnapshot().can(NEXT)).toBe(false);
    await send(actor, { type: 'TEST' });
    expect(calls.checkDns).toHaveBeenCalledWith({ names: ['example.com', 'www.example.com'], target: WIZARD.target });
    expect(actor.getSnapshot().context.dnsCheck).toEqual([
      { name: 'example.com', isActive: true, message: null },
      { name: 'www.example.com', isActive: true, message: null },
    ]);
    await send(actor, NEXT);
    expect(actor.getSnapshot().value).toEqual({ creation_needed: 'succeeded' });
  });

  it('keeps Next disabled while a row fails, with its message; Skip for now goes on anyway', async () => {
    const { machine, calls } = setUp();
    calls.checkDns.mockResolvedValueOnce([
      { name: 'example.com', isActive: true, message: null },
      { name: 'www.example.com', isActive: false, message: 'record not found' },
    ]);
    const actor = start(machine);
    await toDns(actor);
    await send(actor, { type: 'TEST' });
    expect(actor.getSnapshot().context.dnsCheck[1]).toEqual({ name: 'www.example.com', isActive: false, message: 'record not found' });
    expect(actor.getSnapshot().can(NEXT)).toBe(false);
    await send(actor, { type: 'SKIP' });
    expect(stepOf(actor.getSnapshot())).toBe('creation_needed');
  });

  it('keeps the rows checked unless the name or www changes', async () => {
    const { machine } = setUp();
    const actor = start(machine);
    await toDns(actor);
    await send(actor, { type: 'TEST' }, { type: 'PREVIOUS' }, { type: 'PREVIOUS' }, NEXT, NEXT);
    expect(actor.getSnapshot().context.dnsCheck.every((row) => row.isActive)).toBe(true);
    await send(actor, { type: 'PREVIOUS' }, { type: 'PREVIOUS' }, { type: 'WWW_CHANGED', value: false }, NEXT, NEXT);
    expect(actor.getSnapshot().context.dnsCheck).toEqual([{ name: 'example.com', isActive: null, message: null }]);
  });

  it('shows why a check could not run and lets it run again', async () => {
    const { machine, calls } = setUp();
    calls.checkDns.mockRejectedValueOnce(offline());
    const actor = start(machine);
    await toDns(actor);
    await send(actor, { type: 'TEST' });
    expect(actor.getSnapshot().value).toEqual({ dns_setup_needed: 'idle' });
    expect(actor.getSnapshot().context.error).toBe('Failed to fetch');
    await send(actor, { type: 'TEST' });
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(actor.getSnapshot().can(NEXT)).toBe(true);
  });
});

describe('creation_needed', () => {
  it('adds the domain on arrival, then locks its name', async () => {
    const { machine, calls } = setUp();
    calls.createDomain.mockResolvedValueOnce(domain({ id: '55', cdn: { enabled: true, orderStatus: 'complete', orderId: 2 } }));
    const actor = start(machine);
    await toDns(actor);
    actor.send({ type: 'SKIP' });
    expect(actor.getSnapshot().value).toEqual({ creation_needed: 'creating' });
    expect(actor.getSnapshot().hasTag('committing')).toBe(true);
    await settle(actor);
    expect(actor.getSnapshot().context).toMatchObject({ domainId: 55, cdnEnabled: true });
    await send(actor, { type: 'PREVIOUS' }, { type: 'PREVIOUS' }, { type: 'PREVIOUS' }, name('other.com'), { type: 'WWW_CHANGED', value: false });
    expect(actor.getSnapshot().context).toMatchObject({ name: 'example.com', www: true });
    await send(actor, NEXT, NEXT, { type: 'SKIP' });
    expect(actor.getSnapshot().value).toEqual({ creation_needed: 'succeeded' });
    expect(calls.createDomain).toHaveBeenCalledTimes(1);
  });

  it('shows the first error detail on a failure, with Retry and Previous', async () => {
    const { machine, calls } = setUp();
    calls.createDomain.mockRejectedValueOnce(apiError(409, 'example.com is already added to a site.', 'second')).mockRejectedValueOnce(offline());
    const actor = start(machine);
    await toDns(actor);
    await send(actor, { type: 'SKIP' });
    expect(actor.getSnapshot().value).toEqual({ creation_needed: 'failed' });
    expect(actor.getSnapshot().context.error).toBe('example.com is already added to a site.');
    expect(actor.getSnapshot().can(NEXT)).toBe(false);
    await send(actor, { type: 'RETRY' });
    expect(actor.getSnapshot().context.error).toBe('Failed to fetch');
    await send(actor, { type: 'PREVIOUS' });
    expect(stepOf(actor.getSnapshot())).toBe('dns_setup_needed');
    await send(actor, { type: 'SKIP' }, NEXT);
    expect(stepOf(actor.getSnapshot())).toBe('select_certificate_needed');
    expect(actor.getSnapshot().context.domainId).toBe(5);
  });
});

describe('select_certificate_needed', () => {
  it('lists the existing certificates without the failed orders', async () => {
    const { machine, calls } = setUp();
    const actor = start(machine);
    await toCertificates(actor);
    expect(calls.loadCertificates).toHaveBeenCalledWith({ siteId: '7', domainId: 5 });
    expect(actor.getSnapshot().context.certificates?.map((each) => each.id)).toEqual(['20']);
    await send(actor, { type: 'PREVIOUS' });
    expect(actor.getSnapshot().value).toEqual({ creation_needed: 'succeeded' });
  });

  it('shows a failed load with Retry, and still offers a new certificate', async () => {
    const { machine, calls } = setUp();
    calls.loadCertificates.mockRejectedValueOnce(apiError(500, 'Something went wrong on our side.'));
    const actor = start(machine);
    await toCertificates(actor);
    expect(actor.getSnapshot().value).toEqual({ select_certificate_needed: 'loadFailed' });
    expect(actor.getSnapshot().context.error).toBe('Something went wrong on our side.');
    expect(actor.getSnapshot().can({ type: 'CHOOSE', choice: 'LETS_ENCRYPT' })).toBe(true);
    await send(actor, { type: 'RETRY' });
    expect(actor.getSnapshot().value).toEqual({ select_certificate_needed: 'choosing' });
  });

  it("asks 'Are you sure you want to skip?'; No goes back, Yes completes with SSL skipped; Go back returns", async () => {
    const { machine } = setUp();
    const actor = start(machine);
    await toCertificates(actor);
    await send(actor, { type: 'SKIP' });
    expect(actor.getSnapshot().value).toEqual({ select_certificate_needed: 'confirmingSkip' });
    await send(actor, { type: 'CANCEL' });
    expect(actor.getSnapshot().value).toEqual({ select_certificate_needed: 'choosing' });
    await send(actor, { type: 'SKIP' }, { type: 'CONFIRM' });
    expect(stepOf(actor.getSnapshot())).toBe('creation_complete');
    expect(actor.getSnapshot().context.sslSkipped).toBe(true);
    await send(actor, { type: 'GO_BACK' });
    expect(actor.getSnapshot().value).toEqual({ select_certificate_needed: 'choosing' });
    expect(actor.getSnapshot().context.sslSkipped).toBe(false);
  });

  it('links an existing certificate and completes with it', async () => {
    const { machine, calls } = setUp();
    const actor = start(machine);
    await toCertificates(actor);
    await send(actor, { type: 'USE_EXISTING', certificateId: '20' });
    expect(calls.linkCertificate).toHaveBeenCalledWith({ siteId: '7', domainId: 5, certificateId: '20' });
    expect(stepOf(actor.getSnapshot())).toBe('creation_complete');
    expect(actor.getSnapshot().context).toMatchObject({ certificateType: 'LETS_ENCRYPT', certificateInfo: { id: '20' } });
    expect(actor.getSnapshot().can({ type: 'GO_BACK' })).toBe(false);
  });

  it('stays on the choice with the error when linking fails', async () => {
    const { machine, calls } = setUp();
    calls.linkCertificate.mockRejectedValueOnce(apiError(422, 'The certificate does not cover example.com.'));
    const actor = start(machine);
    await toCertificates(actor);
    await send(actor, { type: 'USE_EXISTING', certificateId: '20' });
    expect(actor.getSnapshot().value).toEqual({ select_certificate_needed: 'choosing' });
    expect(actor.getSnapshot().context).toMatchObject({ error: 'The certificate does not cover example.com.', certificateInfo: null });
  });

  it("asks 'Ordering a new certificate' before an order; Cancel drops the choice", async () => {
    const { machine, calls } = setUp();
    const actor = start(machine);
    await toCertificates(actor);
    await send(actor, { type: 'CHOOSE', choice: 'SECTIGO' });
    expect(actor.getSnapshot().value).toEqual({ select_certificate_needed: 'confirmingOrder' });
    expect(actor.getSnapshot().context.certificateType).toBe('SECTIGO');
    await send(actor, { type: 'CANCEL' });
    expect(actor.getSnapshot().context.certificateType).toBeNull();
    expect(calls.orderCertificate).not.toHaveBeenCalled();
  });
});
