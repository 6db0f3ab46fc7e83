import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import { liveBolt } from '../auth/boltAccess.js';
import type { AuthUser } from '../auth/session.js';
import type { BillingProvider } from '../dataplane/billing.js';
import type { DbOrTx } from '../db/client.js';
import { accounts, bolts } from '../db/schema.js';
import { invalid, invalidInputs, notFound } from '../http/errors.js';
import { invalidParameter } from '../http/jsonapi.js';
import { messages } from '../../src/rules/messages.js';
import { MAX_FREE_TEST_BOLTS, TRIAL_DAYS } from '../../src/rules/plans.js';
import {
  boltCheckoutSchema,
  boltCreateSchema,
  boltMessages,
  boltOrderSchema,
  boltValidateSchema,
  boltWizardSchema,
} from '../../src/rules/schemas/boltCreate.js';
import { showBolt } from './bolts.js';
import { findCheckout, fulfilCheckout, openCheckout, showCheckout } from './checkouts.js';
import { pickServer, provisionBolt } from './provisionBolt.js';

const ATTRIBUTES = '/data/attributes';

/**
 * The account a creation is for: the caller's own, or on admin/… the customer staff act for
 * (required there). Locks the account's row so two creations cannot both take its last free test.
 */
async function accountFor(db: DbOrTx, user: AuthUser, asAdmin: boolean, customerId: number | undefined) {
  const accountId = asAdmin ? customerId : user.accountId;
  if (accountId === undefined) throw invalid(`${ATTRIBUTES}/customerId`, messages.selectCustomer);
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
  if (!row) throw invalid(`${ATTRIBUTES}/customerId`, messages.selectCustomer);
  return row.id;
}

/** Free test Bolts the account holds now (spec 1 §9: a per-account maximum, ours is 2). */
async function trialsOf(db: DbOrTx, accountId: number) {
  const [row] = await db
    .select({ used: count() })
    .from(bolts)
    .where(and(eq(bolts.accountId, accountId), isNotNull(bolts.trialEndsAt), liveBolt));
  const used = Number(row.used);
  return { available: Math.max(0, MAX_FREE_TEST_BOLTS - used), used, max: MAX_FREE_TEST_BOLTS };
}

async function requireServer(db: DbOrTx, location: string) {
  if ((await pickServer(db, location)) === null) throw invalid(`${ATTRIBUTES}/location`, boltMessages.noServer);
}

/** One wizard step's inputs, by the rules of that step; a location must have a server left. */
export async function validateStep(db: DbOrTx, attributes: z.output<typeof boltValidateSchema>) {
  const { step, ...inputs } = attributes;
  const parsed = boltWizardSchema(step).safeParse(inputs);
  if (!parsed.success) throw invalidInputs(parsed.error.issues);
  if (parsed.data.location) await requireServer(db, parsed.data.location);
}

/** The free tests the account of a creation has left. */
export const checkTrials = (db: DbOrTx, user: AuthUser, asAdmin: boolean, customerId: number | undefined) =>
  db.transaction(async (tx) => trialsOf(tx, await accountFor(tx, user, asAdmin, customerId)));

/** Records the order and takes its payment; no money is taken for a Bolt that could not be placed. */
export const startCheckout = (
  db: DbOrTx,
  billing: BillingProvider,
  user: AuthUser,
  asAdmin: boolean,
  attributes: z.output<typeof boltCheckoutSchema>,
) =>
  db.transaction(async (tx) => {
    const { customerId, ...order } = attributes;
    const accountId = await accountFor(tx, user, asAdmin, customerId);
    await requireServer(tx, order.location);
    return showCheckout(tx, (await openCheckout(tx, billing, accountId, order)).id);
  });

/** A checkout of the caller's account (any account on admin/… paths). */
export async function checkoutOf(db: DbOrTx, id: string, user: AuthUser, asAdmin: boolean) {
  const checkout = await findCheckout(db, id);
  if (!checkout || (!asAdmin && checkout.accountId !== user.accountId)) throw notFound();
  return showCheckout(db, id);
}

/** Staff complete a paid checkout that has no Bolt yet, for the checkout's account, from its stored order. */
export const completeCheckout = (db: DbOrTx, id: string) =>
  db.transaction(async (tx) => {
    const checkout = await findCheckout(tx, id, { forUpdate: true });
    if (!checkout) throw notFound();
    const { created, boltId } = await fulfilCheckout(tx, checkout);
    return { created, bolt: await showBolt(tx, boltId) };
  });

/**
 * POST bolts: a free test Bolt (`trial`), or the Bolt of a paid checkout from its stored order with
 * what `given` corrects. `created` is false when the checkout already had its Bolt.
 */
export function createBolt(
  db: DbOrTx,
  user: AuthUser,
  asAdmin: boolean,
  how: { trial: true } | { trial: false; checkout: string },
  attributes: z.output<typeof boltCreateSchema> | undefined,
) {
  const { customerId, ...given } = attributes ?? {};
  return db.transaction(async (tx) => {
    const accountId = await accountFor(tx, user, asAdmin, customerId);
    if (how.trial) {
      if (given.plan && given.plan !== 'pro') throw invalid(`${ATTRIBUTES}/plan`, boltMessages.trialPlan);
      const parsed = boltOrderSchema.safeParse({ ...given, plan: 'pro', billingPeriod: given.billingPeriod ?? 'monthly' });
      if (!parsed.success) throw invalidInputs(parsed.error.issues);
      if ((await trialsOf(tx, accountId)).available === 0) throw invalidParameter('trial', boltMessages.trialsUsed);
      const trialEndsAt = new Date(Date.now() + TRIAL_DAYS * 86_400_000);
      return { created: true, bolt: await showBolt(tx, await provisionBolt(tx, { ...parsed.data, accountId, trialEndsAt })) };
    }
    const checkout = await findCheckout(tx, how.checkout, { forUpdate: true });
    if (!checkout || checkout.accountId !== accountId) throw notFound();
    const { created, boltId } = await fulfilCheckout(tx, checkout, given);
    return { created, bolt: await showBolt(tx, boltId) };
  });
}
