import { bolts } from './bolts';

// Staff's overview of dynamic requests per Bolt (/dynamic-requests, spec 1 §1, §2).
export const dynamicRequests = {
  name: 'Dynamic requests',
  fields: {
    id: 'ID',
    name: 'Bolt',
    customer: 'Customer',
    plan: 'Plan',
    requests: 'Dynamic requests',
    allowance: 'Allowance',
    share: 'Used',
    period: 'Period',
    q: 'Search by Bolt or customer',
  },
  plans: bolts.plans,
  empty: 'No Bolts to rank',
  invite: 'Live Bolts appear here with the dynamic requests of their sites.',
};
