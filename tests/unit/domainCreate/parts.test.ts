import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { CERTIFICATE_OPTIONS } from '../../../src/wizards/domainCreate/certificateOptions';
import { allRowsActive, checkDnsRow, checkDnsRows } from '../../../src/wizards/domainCreate/dnsCheck';
import { firstErrorDetail } from '../../../src/wizards/domainCreate/errors';
import { domainFormMachine } from '../../../src/wizards/domainCreate/formMachine';
import { installationRows } from '../../../src/wizards/domainCreate/installation';
import type { DnsRecordCheck } from '../../../src/dataProvider/calls/certificates';
import { actorsOf, apiError, fakeCalls, offline, TARGET, WIZARD } from './fixtures';

describe('the DNS check of a row', () => {
  it('takes an A record of the site IP', async () => {
    const validate = vi.fn(async (_check: DnsRecordCheck) => ({ isActive: true, message: null }));
    expect(await checkDnsRow('example.com', TARGET, validate)).toEqual({ name: 'example.com', isActive: true, message: null });
    expect(validate.mock.calls).toEqual([[{ recordName: 'example.com', recordValue: '203.0.113.10', recordType: 'A' }]]);
  });

  it("then a CNAME of the site's host name with the root's dot", async () => {
    const validate = vi.fn(async (check: DnsRecordCheck) => ({ isActive: check.recordType === 'CNAME', message: 'A record points elsewhere' }));
    expect(await checkDnsRow('www.example.com', TARGET, validate)).toEqual({ name: 'www.example.com', isActive: true, message: null });
    expect(validate).toHaveBeenLastCalledWith({ recordName: 'www.example.com', recordValue: 'site-7.hosting.test.', recordType: 'CNAME' });
  });

  it("shows the server's message when both fail, or what went wrong with the call", async () => {
    const messages: Record<string, string> = { A: 'A record points to 198.51.100.1', CNAME: 'record not found' };
    const failing = async (check: DnsRecordCheck) => ({ isActive: false, message: messages[check.recordType] });
    expect(await checkDnsRow('example.com', TARGET, failing)).toEqual({ name: 'example.com', isActive: false, message: 'record not found' });
    const broken = async () => Promise.reject(apiError(503, 'The DNS resolver did not answer.'));
    expect(await checkDnsRow('example.com', TARGET, broken)).toMatchObject({ isActive: false, message: 'The DNS resolver did not answer.' });
    const noAddress = vi.fn();
    expect(await checkDnsRow('example.com', { ip: null, ipv6: null, hostname: null }, noAddress)).toEqual({
      name: 'example.com',
      isActive: false,
      message: null,
    });
    expect(noAddress).not.toHaveBeenCalled();
  });

  it('checks every row; Next needs them all active', async () => {
    const validate = async (check: DnsRecordCheck) => ({ isActive: check.recordName === 'example.com', message: 'record not found' });
    const rows = await checkDnsRows(['example.com', 'www.example.com'], TARGET, validate);
    expect(rows.map((row) => row.isActive)).toEqual([true, false]);
    expect(allRowsActive(rows)).toBe(false);
    expect(allRowsActive([])).toBe(false);
    expect(allRowsActive([rows[0]])).toBe(true);
  });
});

describe('the Installation rows', () => {
  it('follow the order from placing to active', () => {
    expect(installationRows(null)).toEqual({ placing: 'active', validating: 'pending', issuing: 'pending', active: 'pending' });
    expect(installationRows('DRAFT')).toEqual({ placing: 'done', validating: 'active', issuing: 'pending', active: 'pending' });
    for (const status of ['AWAITING_CHALLENGE', 'REQUEST_CHALLENGE', 'REQUEST_CERTIFICATE']) {
      expect(installationRows(status)).toEqual({ placing: 'done', validating: 'done', issuing: 'active', active: 'pending' });
    }
    expect(installationRows('ACTIVE')).toEqual({ placing: 'done', validating: 'done', issuing: 'done', active: 'done' });
    expect(installationRows('FAILED_DRAFT')).toMatchObject({ validating: 'failed', issuing: 'pending' });
    expect(installationRows('FAILED_REQUEST_CERTIFICATE')).toMatchObject({ validating: 'done', issuing: 'failed', active: 'pending' });
  });
});

describe('the certificate options', () => {
  it('are the six of spec 2 §2.2 with their prices; the wildcard is flagged', () => {
    expect(CERTIFICATE_OPTIONS.map((option) => [option.id, option.priceCents, option.period, option.flagged])).toEqual([
      ['acd', 29900, 'month', false],
      ['sbcdn', null, null, false],
      ['SECTIGO', 9900, 'year', false],
      ['SECTIGO_WILDCARD', 29900, 'year', true],
      ['LETS_ENCRYPT', null, null, false],
      ['SELF_SIGNED', null, null, false],
    ]);
    expect(CERTIFICATE_OPTIONS.every((option) => option.learnMore.startsWith('https://'))).toBe(true);
  });
});

describe('firstErrorDetail', () => {
  it("takes the first error's detail, else the message", () => {
    expect(firstErrorDetail(apiError(422, 'first', 'second'))).toBe('first');
    expect(firstErrorDetail(apiError(500))).toBe('The request failed');
    expect(firstErrorDetail(offline())).toBe('Failed to fetch');
    expect(firstErrorDetail('nonsense')).toBe('');
  });
});

describe('the create-form page', () => {
  const start = () => {
    const calls = fakeCalls();
    const actor = createActor(domainFormMachine.provide({ actors: actorsOf(calls) }), { input: WIZARD }).start();
    return { calls, actor };
  };
  const idle = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));

  it('checks the DNS on request and adds the domain, www only for an apex', async () => {
    const { calls, actor } = start();
    expect(actor.getSnapshot().can({ type: 'NEXT' })).toBe(false);
    actor.send({ type: 'NAME_CHANGED', value: 'Example.com' });
    actor.send({ type: 'TEST' });
    await idle(actor);
    expect(calls.checkDns).toHaveBeenCalledWith({ names: ['example.com', 'www.example.com'], target: TARGET });
    expect(actor.getSnapshot().context.dnsCheck).toHaveLength(2);
    actor.send({ type: 'WWW_CHANGED', value: false });
    expect(actor.getSnapshot().context.dnsCheck).toEqual([]);
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.createDomain).toHaveBeenCalledWith({ siteId: '7', name: 'example.com', www: false });
    expect(actor.getSnapshot().context.domainId).toBe(5);
  });

  it('stays on the form with the first error detail when adding fails', async () => {
    const { calls, actor } = start();
    calls.createDomain.mockRejectedValueOnce(apiError(409, 'example.com is already added to a site.'));
    actor.send({ type: 'NAME_CHANGED', value: 'example.com' });
    actor.send({ type: 'NEXT' });
    await idle(actor);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('example.com is already added to a site.');
    actor.send({ type: 'NAME_CHANGED', value: 'example.org' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
