import { createPrivateKey, X509Certificate } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECLINED, type SandboxBilling } from '../../server/dataplane/billing';
import { certificates, checkouts } from '../../server/db/schema';
import { certificateWorld, type CertificateWorld } from './certificateCalls';

/** Ordering certificates (spec 2 §7 POST certificates/order) and the jobs that issue them (spec 2 §2.2 Installation). */
let world: CertificateWorld;
let shop: number;
let wild: number;
let paid: number;
let declined: number;
let othersDomain: number;

beforeAll(async () => {
  world = await certificateWorld();
  shop = await world.addDomain('customer', world.own.id, 'cert-shop.example.com');
  wild = await world.addDomain('customer', world.own.id, 'cert-wild.example.com');
  paid = await world.addDomain('customer', world.own.id, 'cert-paid.example.com');
  declined = await world.addDomain('customer', world.own.id, 'fail-card.example.com');
  othersDomain = await world.addDomain('other', world.others.id, 'cert-other.example.com');
});
afterAll(() => world.server.close());

const order = (attributes: object, query = '', who: 'customer' | 'other' | 'staff' | 'admin' = 'customer') =>
  world.call(who, 'POST', `/v1/${who === 'staff' || who === 'admin' ? 'admin/' : ''}certificates/order${query}`, attributes);
const rows = async () => Number((await world.server.database.db.select({ n: count() }).from(certificates))[0].n);
const checkoutRows = async () => Number((await world.server.database.db.select({ n: count() }).from(checkouts))[0].n);
const charges = () => (world.server.app.billing as SandboxBilling).accepted.length;
/** Certificate order jobs in the queue's table, whatever their state. */
const orderJobs = async () =>
  Number(
    (
      (await world.server.database.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'certificate-order'`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0].n,
  );

describe("Let's Encrypt through the sandbox CA and the jobs", () => {
  it('goes DRAFT → AWAITING_CHALLENGE → (DNS challenge completed) → ACTIVE with the real expiry', async () => {
    const response = await order({ type: 'LETS_ENCRYPT', isWildcard: false, domainId: shop, domain: 'Cert-Shop.example.com.' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.meta).toEqual({ message: 'certificate ordered' });
    expect(body.data.attributes).toMatchObject({
      domain: 'cert-shop.example.com',
      domainId: shop,
      environmentId: world.own.id,
      boltId: 1,
      type: 'LETS_ENCRYPT',
      status: 'DRAFT',
      autoRenew: true,
      isWildcard: false,
      expiresAt: null,
      dnsChallenges: {},
      challengeType: 'TXT',
      customer: null,
    });
    const id = body.data.id;

    const waiting = await world.settle(id, 'AWAITING_CHALLENGE');
    expect(waiting.status).toBe('AWAITING_CHALLENGE');
    expect(Object.keys(waiting.dnsChallenges as object)).toEqual(['_acme-challenge.cert-shop.example.com']);
    expect(await world.call('customer', 'PUT', `/v1/certificates/${id}/renewal`).then((r) => r.statusCode)).toBe(422);

    const completed = await world.call('customer', 'PUT', `/v1/certificates/${id}/dns-challenge-completed`);
    expect(completed.statusCode).toBe(200);
    expect(completed.json().meta).toEqual({ message: 'verifying your DNS records please wait' });
    const active = await world.settle(id, 'ACTIVE');
    expect(active).toMatchObject({ status: 'ACTIVE', statusMessage: null, dnsChallenges: {} });

    const row = await world.row(id);
    const leaf = new X509Certificate(row.certificatePem!);
    expect(new Date(leaf.validTo)).toEqual(row.expiresAt);
    expect(active.expiresAt).toBe(row.expiresAt!.toISOString());
    expect(leaf.subjectAltName).toBe('DNS:cert-shop.example.com');
    expect(leaf.checkPrivateKey(createPrivateKey(row.privateKeyPem!))).toBe(true);
    // 90 days, as Let's Encrypt issues them.
    expect(row.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 89 * 86_400_000);
    expect(row.issuedAt).not.toBeNull();
  });

  it('asks for two TXT values under one name for a wildcard and its base name', async () => {
    const response = await order({ type: 'LETS_ENCRYPT', isWildcard: true, domainId: wild, domain: '*.cert-wild.example.com' });
    expect(response.json().data.attributes).toMatchObject({ domain: 'cert-wild.example.com', isWildcard: true });
    const waiting = await world.settle(response.json().data.id, 'AWAITING_CHALLENGE');
    const challenges = waiting.dnsChallenges as Record<string, string[]>;
    expect(Object.keys(challenges)).toEqual(['_acme-challenge.cert-wild.example.com']);
    expect(challenges['_acme-challenge.cert-wild.example.com']).toHaveLength(2);
  });

  it('ends FAILED_REQUEST_CHALLENGE with the authority’s reason when validation fails', async () => {
    const failing = await world.addDomain('customer', world.own.id, 'fail-dns.example.com');
    const { id } = (await order({ type: 'LETS_ENCRYPT', isWildcard: false, domainId: failing, domain: 'fail-dns.example.com' })).json().data;
    await world.settle(id, 'AWAITING_CHALLENGE');
    await world.call('customer', 'PUT', `/v1/certificates/${id}/dns-challenge-completed`);
    expect(await world.settle(id, 'never')).toMatchObject({
      status: 'FAILED_REQUEST_CHALLENGE',
      statusMessage: 'No TXT record found at _acme-challenge.fail-dns.example.com',
    });
    const again = await world.call('customer', 'PUT', `/v1/certificates/${id}/dns-challenge-completed`);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0].detail).toBe('This certificate is not waiting for its DNS challenge.');
  });

  it('makes a self-signed certificate at once: ACTIVE for a year', async () => {
    const selfSigned = await world.addDomain('customer', world.own.id, 'cert-self.example.com');
    const { id } = (await order({ type: 'SELF_SIGNED', isWildcard: false, domainId: selfSigned, domain: 'cert-self.example.com' })).json().data;
    const active = await world.settle(id, 'ACTIVE');
    expect(active).toMatchObject({ status: 'ACTIVE', type: 'SELF_SIGNED' });
    const row = await world.row(id);
    const leaf = new X509Certificate(row.certificatePem!);
    expect(leaf.verify(leaf.publicKey)).toBe(true);
    expect(new Date(leaf.validTo)).toEqual(row.expiresAt);
    expect(row.expiresAt!.getTime() - row.issuedAt!.getTime()).toBe(365 * 86_400_000);
  });
});

describe('paid certificates (spec 2 §9): paid and ordered together, or neither', () => {
  it('refuses Sectigo and Positive SSL without checkout=1, and orders nothing', async () => {
    const [before, checkoutsBefore] = [await rows(), await checkoutRows()];
    for (const [type, query] of [
      ['SECTIGO', ''],
      ['SECTIGO', '?checkout=0'],
      ['NAMECHEAP', '?checkout=0'],
    ]) {
      const response = await order({ type, isWildcard: false, domainId: paid, domain: 'cert-paid.example.com' }, query);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({
        source: { parameter: 'checkout' },
        detail: 'This certificate has to be paid for: please order it through checkout.',
      });
    }
    expect([await rows(), await checkoutRows()]).toEqual([before, checkoutsBefore]);
  });

  it('takes the payment with the order: $99 a year single, $299 wildcard, on the customer’s checkouts', async () => {
    const charged = charges();
    const single = await order({ type: 'SECTIGO', isWildcard: false, domainId: paid, domain: 'cert-paid.example.com' }, '?checkout=1');
    expect(single.statusCode).toBe(201);
    expect(single.json().data.attributes).toMatchObject({ type: 'SECTIGO', challengeType: 'CNAME', autoRenew: false });
    const wildcard = await order({ type: 'NAMECHEAP', isWildcard: true, domainId: paid, domain: 'cert-paid.example.com' }, '?checkout=1');
    expect(wildcard.statusCode).toBe(201);
    expect(charges()).toBe(charged + 2);
    for (const [response, amountCents, name] of [
      [single, 9900, 'cert-paid.example.com'],
      [wildcard, 29900, '*.cert-paid.example.com'],
    ] as const) {
      const row = await world.row(response.json().data.id);
      const [checkout] = await world.server.database.db.select().from(checkouts).where(eq(checkouts.id, row.checkoutId!));
      expect(checkout).toMatchObject({ product: 'certificate', amountCents, name, status: 'paid', billingPeriod: 'annual', accountId: 2 });
    }
    // Staff's Bolt checkouts list stays the Bolts' (a certificate's checkout has no plan or Bolt).
    const bolts = await world.call('staff', 'GET', '/v1/admin/checkouts?per_page=100');
    expect(bolts.statusCode).toBe(200);
    expect(bolts.json().data.map((checkout: { attributes: { name: string } }) => checkout.attributes.name)).not.toContain('cert-paid.example.com');
    const waiting = await world.settle(single.json().data.id, 'AWAITING_CHALLENGE');
    const [[name, [value]]] = Object.entries(waiting.dnsChallenges as Record<string, string[]>);
    expect(name).toMatch(/^_[0-9A-F]{32}\.cert-paid\.example\.com$/);
    expect(value).toMatch(/^[0-9A-F]{32}\.[0-9A-F]{32}\.sectigo\.com$/);
  });

  it('orders nothing when the card is declined, and answers as a Bolt checkout’s declined payment', async () => {
    const [before, checkoutsBefore, charged, jobsBefore] = [await rows(), await checkoutRows(), charges(), await orderJobs()];
    const response = await order({ type: 'SECTIGO', isWildcard: false, domainId: declined, domain: 'fail-card.example.com' }, '?checkout=1');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ source: { parameter: 'checkout' }, detail: DECLINED });
    // The order job was sent in the order's transaction: rolled back with it.
    expect([await rows(), await checkoutRows(), charges(), await orderJobs()]).toEqual([before, checkoutsBefore, charged, jobsBefore]);
  });
});

describe('what an order is refused for', () => {
  it('answers 422 per field in the specs’ words, and orders nothing', async () => {
    const before = await rows();
    for (const [attributes, pointer, detail] of [
      [{ type: 'COMODO', domainId: shop, domain: 'cert-shop.example.com' }, 'type', 'Please choose one of the options.'],
      [{ type: 'EXTERNAL', domainId: shop, domain: 'cert-shop.example.com' }, 'type', 'Please choose one of the options.'],
      [{ type: 'LETS_ENCRYPT', domainId: shop, domain: '' }, 'domain', 'The field cannot be empty.'],
      [{ type: 'LETS_ENCRYPT', domainId: shop, domain: 'not a domain' }, 'domain', 'Please enter a valid domain name.'],
      [{ type: 'LETS_ENCRYPT', domainId: shop, domain: 'cert-wild.example.com' }, 'domain', 'The domain name does not match the chosen domain.'],
      [{ type: 'LETS_ENCRYPT', domainId: 'x', domain: 'cert-shop.example.com' }, 'domainId', 'Please choose a domain of this site.'],
    ] as const) {
      const response = await order(attributes);
      expect(response.statusCode, JSON.stringify(attributes)).toBe(422);
      expect(response.json().errors[0], JSON.stringify(attributes)).toMatchObject({ detail, source: { pointer: `/data/attributes/${pointer}` } });
    }
    expect(await rows()).toBe(before);
  });

  it('answers another account’s domain as missing, and lets staff order for any account on admin/', async () => {
    const before = await rows();
    const attributes = { type: 'SELF_SIGNED', isWildcard: false, domainId: othersDomain, domain: 'cert-other.example.com' };
    expect((await order(attributes)).statusCode).toBe(404);
    expect((await order({ ...attributes, domainId: 999999 })).statusCode).toBe(404);
    expect((await order(attributes, '', 'staff')).statusCode).toBe(201);
    expect(await rows()).toBe(before + 1);
    expect((await world.call('customer', 'POST', '/v1/admin/certificates/order', attributes)).statusCode).toBe(403);
  });
});
