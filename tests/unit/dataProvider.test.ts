import { count } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HttpError } from 'react-admin';
import { createDataProvider } from '../../src/dataProvider';
import { useSignedInProvider } from './support/signedInProvider';
import type { HttpErrorBody } from '../../src/dataProvider/errorBody';
import { checkouts } from '../../server/db/schema';

const api = useSignedInProvider();

describe('data provider against the real API', () => {
  beforeEach(() => api.signIn('staff@demo.test'));

  it('maps paging, sort and meta.total, through admin/ for staff', async () => {
    const page = await api.provider.getList('bolts', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'name', order: 'DESC' },
      filter: {},
    });
    expect(page.data).toHaveLength(5);
    expect(page.total).toBeGreaterThanOrEqual(40);
    expect(page.data[0].customer).toBeTypeOf('string');
    const names = page.data.map((b) => b.name as string);
    expect([...names].sort().reverse()).toEqual(names);
  });

  it('reads the page after one it read by its cursor, and the same rows as by number', async () => {
    const sent: string[] = [];
    const watching = createDataProvider(`${api.base}/v1`, (input, init) => {
      sent.push(String(input));
      return fetch(input, init);
    });
    const params = (page: number) => ({ pagination: { page, perPage: 5 }, sort: { field: 'name', order: 'ASC' as const }, filter: {} });
    const first = await watching.getList('bolts', params(1));
    const second = await watching.getList('bolts', params(2));
    expect(sent[1]).toMatch(/[?&]after=/);
    expect(sent[0]).not.toMatch(/after=/);
    const byNumber = await api.provider.getList('bolts', params(2));
    expect(second.data.map((b) => b.id)).toEqual(byNumber.data.map((b) => b.id));
    expect(second.data.map((b) => b.id)).not.toEqual(first.data.map((b) => b.id));
    expect(second.meta).toEqual({ totalEstimated: false });
  });

  it('maps q and filters', async () => {
    const pro = await api.provider.getList('bolts', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: { plan: 'pro', q: 'Acme' },
    });
    expect(pro.data.length).toBeGreaterThan(0);
    expect(pro.data.every((b) => b.plan === 'pro' && String(b.customer).includes('Acme'))).toBe(true);
  });

  it('creates, reads many, updates and deletes', async () => {
    const { data: created } = await api.provider.create('ip-blocks', { data: { address: '192.0.2.200', reason: 'Test' } });
    expect(created.createdBy).toBe('Stian Staff Larsen');
    const many = await api.provider.getMany('ip-blocks', { ids: [created.id] });
    expect(many.data.map((r) => r.address)).toEqual(['192.0.2.200']);
    const { data: updated } = await api.provider.update('ip-blocks', {
      id: created.id,
      data: { ...created, reason: 'Changed' },
      previousData: created,
    });
    expect(updated.reason).toBe('Changed');
    await api.provider.delete('ip-blocks', { id: created.id, previousData: updated });
    await expect(api.provider.getOne('ip-blocks', { id: created.id })).rejects.toMatchObject({
      status: 404,
      message: 'Resource not found',
    });
  });

  it('rejects a 422 with the spec text and per-field errors for the form', async () => {
    const error = (await api.provider.create('ip-blocks', { data: { address: 'not-an-ip', reason: '' } }).catch((e: unknown) => e)) as HttpError;
    expect(error.status).toBe(422);
    const body = error.body as HttpErrorBody;
    expect(body.errors).toMatchObject({
      address: 'Please enter a valid IP address or CIDR range.',
      reason: 'The field cannot be empty.',
    });
    expect(body.errors?.root).toEqual({ serverError: error.message });
    expect(error.message).toContain('Please enter a valid IP address or CIDR range.');
  });

  it('sends typed calls with the token: the expiring certificate count (GET admin/count)', async () => {
    expect(await api.provider.expiringCertificateCount()).toBeGreaterThan(0);
  });
});

describe('the version check (spec 1 §4)', () => {
  const withFile = (answer: () => Response) => {
    const asked: string[] = [];
    const fetcher: typeof fetch = async (input) => {
      asked.push(String(input));
      return answer();
    };
    return { provider: createDataProvider('/v1', fetcher), asked };
  };

  it('reads /version.json with the time as a cache breaker, outside /v1/', async () => {
    const { provider: reader, asked } = withFile(() => Response.json({ version: 'build-2' }));
    expect(await reader.deployedVersion(1234)).toBe('build-2');
    expect(asked).toEqual(['/version.json?t=1234']);
  });

  it('answers null when the file names no version', async () => {
    expect(await withFile(() => Response.json({})).provider.deployedVersion(1)).toBeNull();
  });
});

describe('data provider as a customer', () => {
  beforeEach(() => api.signIn('customer@demo.test'));

  it('calls plain paths, scoped to the account', async () => {
    const own = await api.provider.getList('bolts', { pagination: { page: 1, perPage: 15 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(own.total).toBe(4);
    expect(new Set(own.data.map((b) => b.customer))).toEqual(new Set(['Acme Web AS']));
  });

  it('gets 404 for another account’s Bolt', async () => {
    await expect(api.provider.getOne('bolts', { id: 5 })).rejects.toMatchObject({ status: 404, message: 'Resource not found' });
  });
});

describe('Idempotency-Key on the paying calls', () => {
  beforeEach(() => api.signIn('customer@demo.test'));

  it('keeps one key per attempt: a retry after a lost answer reuses it and pays once', async () => {
    const keys: (string | null)[] = [];
    let loseNextAnswer = true;
    // The server runs the request; its answer is lost on the way back, as when the network drops.
    const fetcher: typeof fetch = async (input, init) => {
      keys.push(new Headers(init?.headers).get('idempotency-key'));
      const response = await fetch(input, init);
      if (!loseNextAnswer) return response;
      loseNextAnswer = false;
      throw new TypeError('Failed to fetch');
    };
    const paying = createDataProvider(`${api.base}/v1`, fetcher);
    const checkoutsNow = async () => Number((await api.server.database.db.select({ n: count() }).from(checkouts))[0].n);
    const order = { url: 'retry.example.com', name: 'Retry shop', plan: 'pro', billingPeriod: 'monthly', location: 'osl-no', cms: 'empty' };
    const before = await checkoutsNow();

    await expect(paying.startCheckout(order)).rejects.toThrow('Failed to fetch');
    const retried = await paying.startCheckout(order);
    expect(retried.id).toMatch(/\S/);
    expect(await checkoutsNow()).toBe(before + 1);
    const next = await paying.startCheckout(order);
    expect(next.id).not.toBe(retried.id);
    expect(await checkoutsNow()).toBe(before + 2);

    expect(keys[0]).toMatch(/^"[0-9a-f-]{36}"$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    await paying.getList('bolts', { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(keys[3]).toBeNull();
  });
});
