import { bolts } from './bolts';

// Staff's archive of deleted Bolts (/bolts/archive, spec 1 §1, §2).
export const boltArchive = {
  name: 'Archived Bolt |||| Archived Bolts',
  fields: {
    id: 'ID',
    name: 'Bolt',
    customer: 'Customer',
    plan: 'Plan',
    archivedAt: 'Archived',
    actions: 'Actions',
    q: 'Search by Bolt or customer',
  },
  plans: bolts.plans,
  empty: 'No archived Bolts',
  invite: 'Bolts deleted by their customers are kept here, and staff can restore them.',
};
