import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { liveBolt } from '../auth/boltAccess.js';
import type { AuthUser } from '../auth/session.js';
import { BillingError, type BillingProvider } from '../dataplane/billing.js';
import type { CdnProvider } from '../dataplane/cdn/provider.js';
import type { DbOrTx } from '../db/client.js';
import { accounts, bolts, checkouts, domains, environments, provisioningOrderDomains, provisioningOrders } from '../db/schema.js';
import { ApiError, invalid, notFound, type ErrorObject } from '../http/errors.js';
import { invalidParameter } from '../http/jsonapi.js';
import { PRICES_CENTS, type CdnOrderType } from '../../src/rules/certificates.js';
import { provisioningMessages, type ProvisioningOrderInput } from '../../src/rules/schemas/provisioning.js';
import { sendSteps } from '../jobs/provisioningQueue.js';
import type { SendJob } from '../jobs/types.js';
import { invoiceCheckout } from './invoices.js';
import { customerDomains } from './provisioningOrders.js';
import { initialSteps } from './provisioningSteps.js';

const ATTRIBUTES = '/data/attributes';

/** Where an order goes: the CDN that sets it up, and the job queue that drives it. */
export interface Provisioning {
  cdn: CdnProvider;
  send: SendJob;
}

/**
 * Writes an order for `accountId`'s domains: each domain names it, pending, with its ownership
 * record made; the first step of each is queued with the order. Answers the order's id.
 */
async function writeOrder(
  tx: DbOrTx,
  { cdn, send }: Provisioning,
  order: { accountId: number; type: CdnOrderType; createdBy: number; checkoutId: string | null },
  chosen: { id: number; name: string }[],
  now: number,
): Promise<number> {
  const [{ id: orderId }] = await tx.insert(provisioningOrders).values(order).returning({ id: provisioningOrders.id });
  await tx
    .insert(provisioningOrderDomains)
    .values(chosen.map((domain) => ({ orderId, domainId: domain.id, steps: initialSteps(cdn.ownershipRecord(domain.name)) })));
  for (const domain of chosen) await tx.update(domains).set({ cdnOrderId: orderId, cdnOrderStatus: 'pending' }).where(eq(domains.id, domain.id));
  // Each step takes the CDN's pace, the first one too.
  const startAfter = new Date(now + cdn.stepDelayMs);
  await sendSteps(
    send,
    tx,
    chosen.map((domain) => ({ orderId, domainId: domain.id, step: 'ownership', startAfter })),
  );
  return orderId;
}

/**
 * POST provisioning/servebolt-cdn/orders (spec 2 §2.3): staff order for the customer they picked,
 * customers for themselves; 1 to 3 of the customer's domains, none with CDN enabled (spec 2 §5).
 * Any refusal is a 422 naming each bad domain by its place in domainIds, and nothing is written.
 */
export async function placeOrder(
  db: DbOrTx,
  provisioning: Provisioning,
  user: AuthUser,
  asAdmin: boolean,
  input: ProvisioningOrderInput,
  now = Date.now(),
) {
  const accountId = asAdmin ? input.customerId : user.accountId;
  if (accountId === null || accountId === undefined) throw invalid(`${ATTRIBUTES}/customerId`, provisioningMessages.selectCustomer);
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
    if (!account) throw invalid(`${ATTRIBUTES}/customerId`, provisioningMessages.selectCustomer);
    const found = await customerDomains(tx, accountId, input.domainIds);
    const errors: ErrorObject[] = [];
    const chosen = input.domainIds.map((id, index) => {
      const domain = found.find((row) => row.id === id);
      const detail = !domain ? provisioningMessages.notCustomersDomain : domain.cdnEnabled ? provisioningMessages.cdnEnabled(domain.name) : null;
      if (detail)
        errors.push({ status: '422', code: 'invalid', title: 'Invalid attribute', detail, source: { pointer: `${ATTRIBUTES}/domainIds/${index}` } });
      return domain;
    });
    if (errors.length) throw new ApiError(422, errors);
    return writeOrder(
      tx,
      provisioning,
      { accountId, type: 'sbcdn', createdBy: user.id, checkoutId: null },
      chosen as { id: number; name: string }[],
      now,
    );
  });
}

/** A domain the caller may order CDN for (staff on admin/…: any), locked; another account's is a 404. */
async function orderableDomain(tx: DbOrTx, user: AuthUser, asAdmin: boolean, id: number) {
  const [domain] = await tx
    .select({ id: domains.id, name: domains.name, cdnEnabled: domains.cdnEnabled, accountId: bolts.accountId })
    .from(domains)
    .innerJoin(environments, eq(environments.id, domains.environmentId))
    .innerJoin(bolts, eq(bolts.id, environments.boltId))
    .where(and(eq(domains.id, id), liveBolt, asAdmin ? undefined : eq(bolts.accountId, user.accountId)))
    .for('update', { of: domains });
  if (!domain) throw notFound();
  if (domain.cdnEnabled) throw invalid(`${ATTRIBUTES}/domain`, provisioningMessages.cdnEnabled(domain.name));
  return domain;
}

/**
 * POST provisioning/cdn-order (spec 2 §2.2): the add-domain wizard orders Accelerated Domains (acd)
 * or the CDN (sbcdn) for one domain. Accelerated Domains is paid (spec 2 §9): with checkout=1 the
 * payment is taken last in the order's transaction, so the order and the payment happen together
 * or not at all; a declined card is a 422 and nothing is ordered.
 */
export async function placeCdnOrder(
  db: DbOrTx,
  billing: BillingProvider,
  provisioning: Provisioning,
  user: AuthUser,
  asAdmin: boolean,
  input: { type: CdnOrderType; domain: number; checkout: boolean },
  now = Date.now(),
): Promise<number> {
  if (input.type === 'acd' && !input.checkout) throw invalidParameter('checkout', provisioningMessages.paymentNeeded);
  return db.transaction(async (tx) => {
    const domain = await orderableDomain(tx, user, asAdmin, input.domain);
    const paid = input.type === 'acd';
    const checkoutId = paid ? `chk_${randomBytes(12).toString('hex')}` : null;
    const amountCents = PRICES_CENTS.acceleratedDomains;
    if (checkoutId) {
      const [checkout] = await tx
        .insert(checkouts)
        .values({
          id: checkoutId,
          accountId: domain.accountId,
          product: 'cdn',
          plan: 'acd',
          billingPeriod: 'monthly',
          name: domain.name,
          amountCents,
          status: 'paid',
        })
        .returning();
      await invoiceCheckout(tx, checkout);
    }
    const orderId = await writeOrder(
      tx,
      provisioning,
      { accountId: domain.accountId, type: input.type, createdBy: user.id, checkoutId },
      [domain],
      now,
    );
    if (checkoutId) {
      try {
        // The sandbox declines a name starting `fail-` (server/dataplane/billing.ts).
        await billing.pay({ reference: checkoutId, accountId: domain.accountId, amountCents, boltName: domain.name });
      } catch (error) {
        // The provider's words on the `checkout` parameter, as a paid certificate's declined card answers.
        if (error instanceof BillingError) throw invalidParameter('checkout', error.message);
        throw error;
      }
    }
    return orderId;
  });
}
