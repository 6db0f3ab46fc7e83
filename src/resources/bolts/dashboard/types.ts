import type { RaRecord } from 'react-admin';
import type { BillingPeriod } from '../../../rules/plans';
import type { Plan } from '../../../rules/schemas/bolt';

/** GET bolts/{id} attributes as the data provider flattens them. */
export interface DashboardBolt extends RaRecord {
  name: string;
  plan: Plan;
  dedicated: boolean;
  customer?: string;
  serverId?: number | null;
  server?: string | null;
  sitesCount: number;
  location: string;
  billingPeriod: BillingPeriod;
  trialEndsAt: string | null;
  customContract: boolean;
  deletionScheduledAt: string | null;
  createdAt: string;
}
