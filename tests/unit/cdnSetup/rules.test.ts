import { describe, expect, it } from 'vitest';
import { cdnSetup, siteCdnOrder } from '../../../src/resources/sites/siteFacts';
import { finishDestination } from '../../../src/wizards/cdnSetup/destination';
import { CDN_HOST } from '../../../src/rules/cdn';
import { routingRecords } from '../../../src/wizards/cdnSetup/routing';
import { canRetry, isOrderComplete, isWorking, msUntil, nextRetryAt, retryStepOf } from '../../../src/wizards/cdnSetup/validation';
import { at, domain, order, step, T0 } from './fixtures';

describe('CDN validation rules (spec 2 §4)', () => {
  it('offers retry on the first step that is neither complete nor in progress, none behind one in progress', () => {
    expect(retryStepOf(domain('a.example.com', 'pending'))).toBe('ownership');
    expect(retryStepOf(domain('a.example.com', 'action_required', { ownership: step('complete'), ssl: step('action_required') }))).toBe('ssl');
    expect(retryStepOf(domain('a.example.com', 'in_progress', { ownership: step('complete'), ssl: step('in_progress') }))).toBeNull();
    expect(
      retryStepOf(
        domain('a.example.com', 'action_required', { ownership: step('complete'), ssl: step('complete'), routing: step('action_required') }),
      ),
    ).toBe('routing');
    expect(retryStepOf(domain('a.example.com', 'complete'))).toBeNull();
  });

  it('calls an order complete only when every domain is', () => {
    expect(isOrderComplete(order(domain('a.example.com', 'complete'), domain('b.example.com', 'complete', {}, 2)))).toBe(true);
    expect(isOrderComplete(order(domain('a.example.com', 'complete'), domain('b.example.com', 'in_progress', {}, 2)))).toBe(false);
    expect(isOrderComplete(order())).toBe(false);
    expect(isOrderComplete(null)).toBe(false);
  });

  it('keeps reading while a step is in progress or nothing waits for the person', () => {
    expect(isWorking(order(domain('a.example.com', 'pending')))).toBe(true);
    expect(isWorking(order(domain('a.example.com', 'action_required', { ownership: step('action_required') })))).toBe(false);
    const mixed = order(
      domain('a.example.com', 'action_required', { ownership: step('action_required') }),
      domain('b.example.com', 'in_progress', { ownership: step('in_progress') }, 2),
    );
    expect(isWorking(mixed)).toBe(true);
    expect(isWorking(order(domain('a.example.com', 'complete')))).toBe(false);
    expect(canRetry(order(domain('a.example.com', 'complete')))).toBe(false);
  });

  it('schedules the earliest retry_at still to come among the steps to retry', () => {
    const later = domain('a.example.com', 'action_required', { ownership: step('action_required', { retry_at: at(90_000) }) });
    const sooner = domain(
      'b.example.com',
      'action_required',
      { ownership: step('complete'), ssl: step('action_required', { retry_at: at(20_000) }) },
      2,
    );
    const past = domain('c.example.com', 'action_required', { ownership: step('action_required', { retry_at: at(-5) }) }, 3);
    expect(nextRetryAt(order(later, sooner, past), T0)).toBe(at(20_000));
    expect(nextRetryAt(order(past), T0)).toBeNull();
    expect(msUntil(at(20_000), T0)).toBe(20_000);
    expect(msUntil(at(-5), T0)).toBe(0);
  });
});

describe('CDN routing templates (spec 2 §2.3)', () => {
  it('gives a CNAME/ANAME/ALIAS record, the step’s own when it names one', () => {
    const plain = routingRecords('shop.example.com', 'cname', step('action_required'));
    expect(plain).toHaveLength(1);
    expect(plain[0].type).toBe('CNAME / ANAME / ALIAS');
    expect(plain[0].name).toBe('shop.example.com');
    expect(plain[0].value).toBe(CDN_HOST);
    const named = routingRecords(
      'shop.example.com',
      'cname',
      step('action_required', { validation: { record_key: 'shop.example.com', record_value: 'edge.cdn.test' } }),
    );
    expect(named[0].value).toBe('edge.cdn.test');
  });

  it('switches to four fixed A/AAAA records: two IPv4, two IPv6 documentation addresses', () => {
    const rows = routingRecords('shop.example.com', 'addresses', step('action_required'));
    expect(rows.map((row) => `${row.type} ${row.value}`)).toEqual(['A 192.0.2.80', 'A 192.0.2.81', 'AAAA 2001:db8::80', 'AAAA 2001:db8::81']);
    expect(rows.every((row) => row.name === 'shop.example.com')).toBe(true);
  });
});

describe('where the finished wizard goes (spec 2 §2.3)', () => {
  const done = order(domain('shop.example.com', 'complete', {}, 31));

  it('goes to the redirect route, its parameters taken from the order’s domain', () => {
    expect(finishDestination('domain.settings', done, false)).toBe('/bolts/3/environments/7/domains/settings/shop.example.com/31');
    expect(finishDestination('environment-domains', done, true)).toBe('/bolts/3/environments/7/domains');
    expect(finishDestination('/bolts/3/environments/7/overview', done, false)).toBe('/bolts/3/environments/7/overview');
  });

  it('goes to the CDN orders without a usable redirect (customers to landing: /orders is staff-only)', () => {
    expect(finishDestination(null, done, true)).toBe('/orders');
    expect(finishDestination('no-such-route', done, true)).toBe('/orders');
    expect(finishDestination('//evil.example/path', done, true)).toBe('/orders');
    expect(finishDestination('domain.settings', null, true)).toBe('/orders');
    expect(finishDestination(null, done, false)).toBe('/');
  });
});

describe('a site’s CDN banner and button from its domains (spec 2 §2.12)', () => {
  const none = { enabled: false, orderId: null, orderStatus: null };
  const complete = { enabled: true, orderId: 4, orderStatus: 'complete' };
  const running = { enabled: false, orderId: 9, orderStatus: 'in_progress' };

  it('shows an order still being set up first, then an enabled one, else none', () => {
    expect(siteCdnOrder([none, complete, running])).toEqual(running);
    expect(cdnSetup(siteCdnOrder([none, complete, running]))).toEqual({ banner: 'incomplete', button: 'continue' });
    expect(siteCdnOrder([none, complete])).toEqual(complete);
    expect(cdnSetup(siteCdnOrder([none, complete]))).toEqual({ banner: 'enabled', button: 'complete' });
    expect(siteCdnOrder([none])).toBeNull();
    expect(cdnSetup(siteCdnOrder([]))).toEqual({ banner: null, button: 'setup' });
  });
});
