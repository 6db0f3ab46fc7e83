import { describe, expect, it } from 'vitest';
import { INVOICE_STATUSES as STORED_STATUSES } from '../../server/db/schema/billing';
import {
  amountText,
  applyCredit,
  documentNumber,
  dueDate,
  INVOICE_STATUSES,
  prorate,
  statusLabel,
  termsToBill,
  type BilledBolt,
} from '../../src/rules/invoices';

const at = (iso: string) => new Date(`${iso}T00:00:00Z`);
const bolt = (over: Partial<BilledBolt> = {}): BilledBolt => ({
  createdAt: at('2026-01-15'),
  billingPeriod: 'monthly',
  trialEndsAt: null,
  customContract: false,
  deletedAt: null,
  deletionScheduledAt: null,
  ...over,
});
const starts = (terms: { from: Date }[]) => terms.map((term) => term.from.toISOString().slice(0, 10));

describe('billing statuses (spec 1 §3)', () => {
  it('are the spec’s eight, stored as the database stores them', () => {
    expect(INVOICE_STATUSES).toEqual(STORED_STATUSES);
  });

  it.each([
    ['paid', 'Paid'],
    ['not_paid', 'Not paid'],
    ['posted', 'Posted'],
    ['payment_due', 'Payment due'],
    ['pending', 'Pending'],
    ['voided', 'Voided'],
    ['refunded', 'Refunded'],
    ['refund_due', 'Refund due'],
  ])('shows %s with spaces: %s', (status, label) => expect(statusLabel(status)).toBe(label));
});

describe('termsToBill', () => {
  const now = at('2026-05-20');

  it('bills the term holding now, once', () => {
    expect(starts(termsToBill(bolt(), null, now))).toEqual(['2026-05-15']);
    expect(termsToBill(bolt(), at('2026-06-15'), now)).toEqual([]);
    expect(starts(termsToBill(bolt(), at('2026-05-15'), now))).toEqual(['2026-05-15']);
  });

  it('bills a history from `since`, oldest first, up to what is billed', () => {
    expect(starts(termsToBill(bolt(), null, now, at('2026-01-01')))).toEqual(['2026-01-15', '2026-02-15', '2026-03-15', '2026-04-15', '2026-05-15']);
    expect(starts(termsToBill(bolt(), at('2026-03-15'), now, at('2026-01-01')))).toEqual(['2026-03-15', '2026-04-15', '2026-05-15']);
  });

  it('bills an annual term by the year', () => {
    const [term] = termsToBill(bolt({ billingPeriod: 'annual' }), null, now);
    expect([term.from, term.to]).toEqual([at('2026-01-15'), at('2027-01-15')]);
  });

  it('bills neither a free test, a custom contract, a deleted Bolt nor one not made yet', () => {
    expect(termsToBill(bolt({ trialEndsAt: at('2026-05-29') }), null, now)).toEqual([]);
    expect(termsToBill(bolt({ customContract: true }), null, now)).toEqual([]);
    expect(termsToBill(bolt({ deletedAt: at('2026-05-01') }), null, now)).toEqual([]);
    expect(termsToBill(bolt({ createdAt: at('2026-06-01') }), null, now)).toEqual([]);
  });

  it('stops at a deletion scheduled for the end of a term', () => {
    expect(termsToBill(bolt({ deletionScheduledAt: at('2026-05-15') }), at('2026-05-15'), now)).toEqual([]);
    expect(starts(termsToBill(bolt({ deletionScheduledAt: at('2026-06-15') }), null, now))).toEqual(['2026-05-15']);
  });
});

describe('money rules', () => {
  it('prorates what a term has left, to the cent', () => {
    const term = { from: at('2026-04-01'), to: at('2026-05-01') };
    expect(prorate(3000, term, at('2026-04-16'))).toBe(1500);
    expect(prorate(3000, term, at('2026-03-01'))).toBe(3000);
    expect(prorate(3000, term, at('2026-06-01'))).toBe(0);
  });

  it('pays an invoice from the oldest credit first', () => {
    expect(
      applyCredit(5000, [
        { id: 1, availableCents: 2000 },
        { id: 2, availableCents: 4000 },
      ]),
    ).toEqual({
      creditUsedCents: 5000,
      amountDueCents: 0,
      remaining: [
        { id: 1, availableCents: 0 },
        { id: 2, availableCents: 1000 },
      ],
    });
    expect(applyCredit(5000, [])).toEqual({ creditUsedCents: 0, amountDueCents: 5000, remaining: [] });
  });

  it('numbers, dates and shows documents', () => {
    expect(documentNumber('INV', 42, at('2026-02-03'))).toBe('INV-2026-000042');
    expect(documentNumber('CN', 7, at('2025-12-31'))).toBe('CN-2025-000007');
    expect(dueDate(at('2026-02-03'), 14)).toEqual(at('2026-02-17'));
    expect(amountText(7900, 'USD')).toBe('$79.00');
    expect(amountText(7900, 'EUR')).toBe('€79.00');
  });
});
