import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { AuthUser } from '../auth/session.js';
import { hashToken, newToken } from '../auth/tokens.js';
import type { DbOrTx } from '../db/client.js';
import { accounts, billingPortalSessions, invoices } from '../db/schema.js';
import { BillingError, type BillingProvider } from '../dataplane/billing.js';
import { badGateway } from '../http/errors.js';
import { OPEN_STATUSES, PORTAL_FAILED } from '../../src/rules/invoices.js';
import type { InvoiceRow } from './invoices.js';

const MINUTE_MS = 60_000;

/**
 * POST chargebee-portal (spec 1 §7): a session of the card-billing provider's portal for the
 * caller's account, at a link holding a new 256-bit token (only its SHA-256 is kept) that works for
 * `minutes`. The sandbox provider's portal is /billing-portal/{token} (routes/billingPortal.ts).
 * The provider opens it last; a refusal (sandbox: a company named `fail-…`) keeps no session and
 * says spec 1 §8's "retry later".
 */
export async function openPortalSession(
  db: DbOrTx,
  billing: BillingProvider,
  user: AuthUser,
  settings: { publicUrl: string; minutes: number },
  now = new Date(),
) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + settings.minutes * MINUTE_MS);
  await db.transaction(async (tx) => {
    await tx.insert(billingPortalSessions).values({ tokenHash: hashToken(token), accountId: user.accountId, userId: user.id, expiresAt });
    const [{ company }] = await tx.select({ company: accounts.company }).from(accounts).where(eq(accounts.id, user.accountId));
    await billing.openPortal({ accountId: user.accountId, company }).catch((error: unknown) => {
      throw error instanceof BillingError ? badGateway(PORTAL_FAILED, error) : error;
    });
  });
  return {
    id: hashToken(token).slice(0, 16),
    type: 'portal-sessions' as const,
    attributes: { accessUrl: `${settings.publicUrl}/billing-portal/${token}`, expiresAt },
  };
}

/** What the portal shows: the account and its invoices that are issued and not paid, the earliest due first. */
interface PortalView {
  accountName: string;
  open: InvoiceRow[];
}

/** The account of a portal link that has not expired, or null. */
async function sessionAccount(db: DbOrTx, token: string, now: Date) {
  const [row] = await db
    .select({ accountId: accounts.id, accountName: accounts.name })
    .from(billingPortalSessions)
    .innerJoin(accounts, eq(accounts.id, billingPortalSessions.accountId))
    .where(and(eq(billingPortalSessions.tokenHash, hashToken(token)), gt(billingPortalSessions.expiresAt, now)));
  return row ?? null;
}

const openInvoices = (db: DbOrTx, accountId: number) =>
  db
    .select()
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), inArray(invoices.status, [...OPEN_STATUSES])))
    .orderBy(asc(invoices.dueAt), asc(invoices.id));

/** The portal of a link, or null when the link is unknown or expired. */
export async function portalView(db: DbOrTx, token: string, now = new Date()): Promise<PortalView | null> {
  const account = await sessionAccount(db, token, now);
  return account && { accountName: account.accountName, open: await openInvoices(db, account.accountId) };
}

type PortalPayment =
  | { outcome: 'expired' }
  | { outcome: 'nothing'; view: PortalView }
  /** `paid`: the invoices as they were before, with the amounts just paid. */
  | { outcome: 'paid'; view: PortalView; paid: InvoiceRow[] }
  | { outcome: 'declined'; view: PortalView; message: string };

/**
 * Pays every open invoice of the link's account with the card typed in the portal, in one
 * payment: the invoices are marked paid first (locked, so a second submit finds nothing left) and
 * the card is charged last; a declined card rolls the marks back. Paid, the account has no unpaid
 * invoices left, so migration 0013's trigger lifts its 403002 block.
 */
export async function payInPortal(db: DbOrTx, billing: BillingProvider, token: string, card: string, now = new Date()): Promise<PortalPayment> {
  const account = await sessionAccount(db, token, now);
  if (!account) return { outcome: 'expired' };
  try {
    return await db.transaction(async (tx) => {
      const open = await openInvoices(tx, account.accountId).for('update');
      if (!open.length) return { outcome: 'nothing', view: { accountName: account.accountName, open } };
      const ids = open.map((invoice) => invoice.id);
      await tx.update(invoices).set({ status: 'paid', paidAt: now, amountDueCents: 0 }).where(inArray(invoices.id, ids));
      const amountCents = open.reduce((sum, invoice) => sum + invoice.amountDueCents, 0);
      const reference = open.map((invoice) => invoice.number).join(',');
      await billing.pay({ reference, accountId: account.accountId, amountCents, boltName: account.accountName, card });
      return { outcome: 'paid', view: { accountName: account.accountName, open: [] }, paid: open };
    });
  } catch (error) {
    if (!(error instanceof BillingError)) throw error;
    return {
      outcome: 'declined',
      view: { accountName: account.accountName, open: await openInvoices(db, account.accountId) },
      message: error.message,
    };
  }
}
