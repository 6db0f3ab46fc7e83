export const accounts = {
  name: 'Account |||| Accounts',
  fields: {
    name: 'Account',
    customerId: 'Customer ID',
    company: 'Company',
    bolts: 'Bolts',
    sites: 'Sites',
    storageUsedMb: 'Storage used',
    overAllocatedBolts: 'Over-allocated Bolts',
  },
  empty: 'No customer accounts',
};
