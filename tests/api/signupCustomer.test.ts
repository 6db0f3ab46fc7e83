import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../server/db/schema';
import { bearer, login, startTestServer, type TestServer } from './helpers';
import { signedUp } from './signupSupport';

let server: TestServer;
const tokens: Record<'fresh' | 'other' | 'staff', string> = { fresh: '', other: '', staff: '' };
beforeAll(async () => {
  server = await startTestServer();
  tokens.fresh = await signedUp(server, { email: 'record@example.test', company: 'Record Makers AS', country: 'NO', currency: 'EUR' });
  tokens.other = await login(server.app, 'other@demo.test');
  tokens.staff = await login(server.app, 'staff@demo.test');
});
afterAll(() => server.close());

const call = (who: keyof typeof tokens, method: 'GET' | 'PATCH', attributes?: Record<string, unknown>) =>
  server.app.inject({
    method,
    url: '/v1/customer',
    headers: bearer(tokens[who]),
    payload: attributes ? { data: { type: 'customers', attributes } } : undefined,
  });

describe('GET customer', () => {
  it('answers the caller’s own customer record as signup made it', async () => {
    const response = await call('fresh', 'GET');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual({
      id: expect.stringMatching(/^CUS-\d{6,}$/),
      type: 'customers',
      attributes: {
        customerId: data.id,
        company: 'Record Makers AS',
        firstName: 'Kari',
        lastName: 'Nordmann',
        country: 'NO',
        currency: 'EUR',
      },
    });
  });

  it('never shows another account’s record, and staff (the provider’s account) have none', async () => {
    const other = (await call('other', 'GET')).json().data;
    expect(other.attributes.company).not.toBe('Record Makers AS');
    expect(other.id).not.toBe((await call('fresh', 'GET')).json().data.id);
    const staff = await call('staff', 'GET');
    expect(staff.statusCode).toBe(404);
    expect(staff.json().errors[0].title).toBe('Resource not found');
    expect((await server.app.inject({ method: 'GET', url: '/v1/customer' })).statusCode).toBe(401);
  });
});

describe('PATCH customer', () => {
  it('changes company, country and currency of the caller’s account only', async () => {
    const before = (await call('other', 'GET')).json().data;
    const response = await call('fresh', 'PATCH', { company: '  New Name AS ', country: 'se', currency: 'USD' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({ company: 'New Name AS', country: 'SE', currency: 'USD' });
    expect(response.json().meta.message).toBe('Your details have been saved.');
    expect((await call('other', 'GET')).json().data).toEqual(before);
  });

  it('refuses an unknown currency or country and names, writing nothing', async () => {
    const before = (await call('fresh', 'GET')).json().data;
    const currency = await call('fresh', 'PATCH', { currency: 'NOK' });
    expect(currency.statusCode).toBe(422);
    expect(currency.json().errors[0]).toMatchObject({ detail: 'Please choose a currency', source: { pointer: '/data/attributes/currency' } });
    expect((await call('fresh', 'PATCH', { country: 'ZZ' })).json().errors[0].detail).toBe('Please choose a country');
    expect((await call('fresh', 'PATCH', { firstName: 'Mallory' })).statusCode).toBe(422);
    expect((await call('fresh', 'PATCH', { customerId: '' })).statusCode).toBe(422);
    expect((await call('fresh', 'PATCH', {})).statusCode).toBe(422);
    expect((await call('fresh', 'GET')).json().data).toEqual(before);
  });

  it('lets the company be cleared', async () => {
    const response = await call('fresh', 'PATCH', { company: '' });
    expect(response.json().data.attributes.company).toBeNull();
    const [account] = await server.database.db.select().from(accounts).where(eq(accounts.customerId, response.json().data.id));
    expect(account.company).toBeNull();
  });
});

describe('GET countries', () => {
  it('lists every ISO 3166-1 code with its English name, by name, without signing in', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/v1/countries' });
    expect(response.statusCode).toBe(200);
    const countries = response.json().data as { id: string; attributes: { name: string } }[];
    expect(countries.length).toBeGreaterThanOrEqual(249);
    expect(countries).toContainEqual({ id: 'NO', type: 'countries', attributes: { name: 'Norway' } });
    expect(countries).toContainEqual({ id: 'US', type: 'countries', attributes: { name: 'United States' } });
    const names = countries.map((country) => country.attributes.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});
