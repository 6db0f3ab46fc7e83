import { eq } from 'drizzle-orm';
import { readConfig } from '../../config.js';
import { BillingError, DECLINED, sandboxBilling, type BillingProvider } from '../../dataplane/billing.js';
import { importBillingHistory, runBilling } from '../../services/billingRun.js';
import { billCancellation, billPlanChange } from '../../services/creditNotes.js';
import { termLines } from '../../services/subscriptions.js';
import type { DbOrTx } from '../client.js';
import { bolts } from '../schema.js';
import { days } from './values.js';

type BoltRow = typeof bolts.$inferSelect;

interface Rows {
  boltRows: BoltRow[];
  /** "Overdue Shop AS": its card has been declined for 55 days, so its last two invoices are unpaid and past due. */
  overdueAccountId: number;
}

/** Something that happened to a Bolt on a day, billed as the service bills it today. */
interface Event {
  at: Date;
  happen(tx: DbOrTx, at: Date): Promise<void>;
}

const named = (rows: BoltRow[], name: string) => rows.find((row) => row.name === name)!;

/**
 * The demo's billing history, made by the billing service (services/billingRun.ts) from the Bolts'
 * real terms: every live Bolt's terms billed, free tests and the custom contract not, the cancelled
 * Bolt's last term its last. The year up to 55 days ago is brought over as paid in one statement
 * (importBillingHistory, by the job's rules; a run per day would make every test's start slow);
 * from then on the daily job's own runs bill, with the sandbox provider, around what happened:
 * Viking Outdoor's old shop was deleted at once 20 days ago (a refundable credit note, refunded by
 * the next run) and Acme's main shop moved from Scale down to Business two days ago (an adjustment
 * credit note, still partly available). Overdue Shop AS's card has been declined for 55 days: its
 * last two invoices are unpaid, one payment due and one, past INVOICE_DUNNING_DAYS, not paid — so
 * unpaid@demo.test is blocked (403002) until they are paid.
 */
export async function seedBilling(tx: DbOrTx, { boltRows, overdueAccountId }: Rows, now = new Date()) {
  const settings = readConfig({}).billing;
  const books = sandboxBilling();
  const overdueCardDeclined: BillingProvider = {
    ...books,
    pay: async (payment) => {
      if (payment.accountId === overdueAccountId) throw new BillingError(DECLINED);
      await books.pay(payment);
    },
  };

  const mainShop = named(boltRows, 'Acme main shop');
  await tx.update(bolts).set({ plan: 'scale' }).where(eq(bolts.id, mainShop.id));
  const deleted = boltRows.filter((row) => row.deletedAt !== null);
  for (const row of deleted) await tx.update(bolts).set({ deletedAt: null }).where(eq(bolts.id, row.id));

  const events: Event[] = [
    {
      at: days(-2),
      happen: async (db, at) => {
        const [before] = await db.select().from(bolts).where(eq(bolts.id, mainShop.id));
        const [after] = await db.update(bolts).set({ plan: 'business' }).where(eq(bolts.id, mainShop.id)).returning();
        await billPlanChange(db, before, after, termLines(after), at);
      },
    },
    ...deleted.map((row) => ({
      at: row.deletedAt!,
      happen: async (db: DbOrTx, at: Date) => {
        const [bolt] = await db.update(bolts).set({ deletedAt: row.deletedAt }).where(eq(bolts.id, row.id)).returning();
        await billCancellation(db, bolt, at);
      },
    })),
  ];

  const since = new Date(Math.min(...boltRows.map((row) => row.createdAt.getTime())));
  await importBillingHistory(tx, settings, since, days(-55));
  for (const at of [...events.map((event) => event.at), now].sort((a, b) => a.getTime() - b.getTime())) {
    // The day's run first, so an event finds its term billed as it would be today; the next run refunds what it made refundable.
    await runBilling(tx, overdueCardDeclined, settings, at, since);
    for (const event of events.filter((e) => e.at === at)) await event.happen(tx, at);
  }
}
