import { currentTerm, trialDaysLeft } from '../../../rules/billingTerm';
import type { BillingPeriod } from '../../../rules/plans';

export interface PlanSummary {
  /** trial: a free test; ends: deletion is scheduled for the term's end; renews: a paid term goes on. */
  kind: 'trial' | 'ends' | 'renews';
  date: Date;
  daysLeft: number;
}

interface BillableBolt {
  createdAt: string;
  billingPeriod: BillingPeriod;
  trialEndsAt: string | null;
  deletionScheduledAt: string | null;
}

/** What the plan card says about the current term, from the Bolt's own dates (the server's rules). */
export function planSummary(bolt: BillableBolt, now = new Date()): PlanSummary {
  const trialEndsAt = bolt.trialEndsAt ? new Date(bolt.trialEndsAt) : null;
  if (bolt.deletionScheduledAt)
    return { kind: 'ends', date: new Date(bolt.deletionScheduledAt), daysLeft: trialDaysLeft(new Date(bolt.deletionScheduledAt), now) };
  const term = currentTerm({ createdAt: new Date(bolt.createdAt), billingPeriod: bolt.billingPeriod, trialEndsAt }, now);
  if (trialEndsAt) return { kind: 'trial', date: term.to, daysLeft: trialDaysLeft(trialEndsAt, now) };
  return { kind: 'renews', date: term.to, daysLeft: trialDaysLeft(term.to, now) };
}
