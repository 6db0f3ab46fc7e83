/** GET bolts/{id} as the data provider flattens it. */
export type { Bolt as DashboardBolt } from '../../../rules/schemas/records/bolt';
