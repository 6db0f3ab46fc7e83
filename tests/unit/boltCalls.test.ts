import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { billingCalls } from '../../src/dataProvider/calls/billing';
import { boltsCalls } from '../../src/dataProvider/calls/bolts';
import { boltUsersCalls } from '../../src/dataProvider/calls/boltUsers';
import type { CallContext } from '../../src/dataProvider/calls/context';
import { statisticsCalls } from '../../src/dataProvider/calls/statistics';
import { transferCalls } from '../../src/dataProvider/calls/transfer';
import type { PanelDataProvider } from '../../src/dataProvider';
import { boltCreateActors } from '../../src/wizards/boltCreate/actors';

/** A fake API: records each call (`send` on the caller's path, `sendAsIs` on the plain one) and answers by path. */
function fakeApi(answers: Record<string, unknown> = {}) {
  const sent: unknown[][] = [];
  const answer =
    (how: string) =>
    async <T>(method: string, path: string, payload?: unknown, options?: unknown) => {
      sent.push([how, method, path, payload, ...(options ? [options] : [])]);
      return (answers[`${method} ${path.split('?')[0]}`] ?? {}) as T;
    };
  const api: CallContext = { send: answer('send'), sendAsIs: answer('sendAsIs') };
  return { api, sent };
}

const transferRecord = { id: '9', type: 'transfers', attributes: { boltId: 3, toEmail: 'other@demo.test', status: 'pending' } };

describe('billing calls (spec 1 §7)', () => {
  it('reads the subscription with its plan, add-ons and customer', async () => {
    const { api, sent } = fakeApi({
      'GET bolts/2/subscription': {
        data: { id: '2', attributes: { plan: 'pro', billingPeriod: 'monthly' } },
        included: [
          { id: 'pro', type: 'plans', attributes: { name: 'Pro' } },
          { id: 'a', type: 'addons', attributes: { name: 'Extra storage', quantity: 5 } },
          { id: 'c', type: 'customers', attributes: { name: 'Acme Web AS' } },
        ],
      },
    });
    const read = await billingCalls(api).subscription('2');
    expect(read).toEqual({
      subscription: { plan: 'pro', billingPeriod: 'monthly' },
      plan: { name: 'Pro' },
      addons: [{ name: 'Extra storage', quantity: 5 }],
      customer: 'Acme Web AS',
    });
    expect(sent[0]).toEqual(['send', 'GET', 'bolts/2/subscription?include=plan,customer,addons,scheduled', undefined]);
  });

  it('sends plan and storage changes as paying calls, with an Idempotency-Key', async () => {
    const { api, sent } = fakeApi();
    const calls = billingCalls(api);
    await calls.switchPlan('2', { plan: 'business', billingPeriod: 'annual' });
    await calls.changeStorage('4', 153600);
    await calls.restoreSubscription('1');
    expect(sent).toEqual([
      [
        'send',
        'POST',
        'bolts/2/update-subscription',
        { data: { type: 'subscriptions', attributes: { plan: 'business', billingPeriod: 'annual' } } },
        { idempotent: true },
      ],
      ['send', 'POST', 'bolts/4/quota', { data: { type: 'quotas', attributes: { storageMb: 153600 } } }, { idempotent: true }],
      ['send', 'POST', 'bolts/1/restore-subscription', undefined],
    ]);
  });

  it('asks for the plans of one period, each with its id', async () => {
    const { api, sent } = fakeApi({ 'GET products/suggest-subscription': { data: [{ id: 'pro', attributes: { name: 'Pro', priceCents: 2900 } }] } });
    expect(await billingCalls(api).suggestedPlans('2', 'monthly')).toEqual([{ id: 'pro', name: 'Pro', priceCents: 2900 }]);
    expect(sent[0][2]).toBe('products/suggest-subscription?boltId=2&billingPeriod=monthly');
  });
});

describe('Bolt, people and statistics calls', () => {
  it('encodes the path parts it is given', async () => {
    const { api, sent } = fakeApi({ 'GET bolts/a%2Fb/users': { meta: { role: 'owner', permissions: ['manageUsers'], total: 1 } } });
    expect(await boltUsersCalls(api).boltAccess('a/b')).toEqual({ role: 'owner', permissions: ['manageUsers'] });
    await boltsCalls(api).deleteBolt('a/b', 'endOfTerm');
    expect(sent.map((call) => call[2])).toEqual(['bolts/a%2Fb/users?per_page=1', 'bolts/a%2Fb?cancelImmediately=0']);
  });

  it('invites and changes roles with bolt-users bodies', async () => {
    const person = { id: '7', type: 'bolt-users', attributes: { email: 'x@demo.test', role: 'partner' } };
    const { api, sent } = fakeApi({ 'POST bolts/1/invite': { data: person }, 'PUT bolts/1/users/7': { data: person } });
    const calls = boltUsersCalls(api);
    expect(await calls.inviteToBolt('1', { email: 'x@demo.test', role: 'partner' })).toEqual({ id: '7', email: 'x@demo.test', role: 'partner' });
    await calls.changeMemberRole('1', '7', 'partner');
    expect(sent[0][3]).toEqual({ data: { type: 'bolt-users', attributes: { email: 'x@demo.test', role: 'partner' } } });
    expect(sent[1].slice(1, 4)).toEqual(['PUT', 'bolts/1/users/7', { data: { type: 'bolt-users', attributes: { role: 'partner' } } }]);
  });

  it('reads a series of the Bolt or of one site', async () => {
    const { api, sent } = fakeApi();
    const query = { from: '2025-01-01', to: '2025-01-02', resolution: 'hour' as const };
    await statisticsCalls(api).statistic(1, null, 'cache', query);
    await statisticsCalls(api).statistic(1, 2, 'ttfb', query);
    expect(sent.map((call) => call[2])).toEqual([
      'bolts/1/statistics/cache?from=2025-01-01&to=2025-01-02&resolution=hour',
      'environments/2/statistics/ttfb?from=2025-01-01&to=2025-01-02&resolution=hour',
    ]);
  });
});

describe('transfer calls (spec 1 §4)', () => {
  it('asks and answers on the plain paths; only the instant transfer is the admin’s', async () => {
    const { api, sent } = fakeApi({ 'POST bolts/3/transfer/request': { data: transferRecord }, 'POST bolts/3/transfer': { data: transferRecord } });
    const calls = transferCalls(api);
    expect((await calls.requestTransfer('3', 'other@demo.test')).toEmail).toBe('other@demo.test');
    await calls.acceptTransfer('3', 'tok');
    await calls.cancelTransfer('3', '9');
    expect((await calls.transferNow('3', 'other@demo.test')).id).toBe('9');
    expect(sent).toEqual([
      ['sendAsIs', 'POST', 'bolts/3/transfer/request', { data: { type: 'transfers', attributes: { email: 'other@demo.test' } } }],
      ['sendAsIs', 'POST', 'bolts/3/transfer/accept', { data: { type: 'transfers', attributes: { token: 'tok' } } }, { idempotent: true }],
      ['sendAsIs', 'DELETE', 'bolts/3/transfer/9', undefined],
      ['send', 'POST', 'bolts/3/transfer', { data: { type: 'transfers', attributes: { email: 'other@demo.test' } } }, { idempotent: true }],
    ]);
  });
});

describe('the Bolt create wizard’s actors', () => {
  it('pass a failure through checkError and still fail, so the step keeps it', async () => {
    const denied = new HttpError('Authentication failed. Please log in again.', 401, {});
    const checkError = vi.fn(async () => true);
    const provider = { boltCreatePlans: vi.fn(async () => Promise.reject(denied)) } as unknown as PanelDataProvider;
    const actors = boltCreateActors(provider, checkError);
    await expect(toPromise(createActor(actors.loadPlans).start())).rejects.toBe(denied);
    expect(checkError).toHaveBeenCalledWith(denied);
  });
});
