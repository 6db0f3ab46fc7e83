// Texts several resource pages share (not a resource).
export const shared = {
  yes: 'Yes',
  no: 'No',
  never: 'Never',
  active: 'Active',
  expired: 'Expired',
  inactive: 'Inactive',
  expiry: {
    helper: 'Leave empty to keep the block until it is removed.',
    quick: 'Quick expiry',
    hour: '1 hour',
    day: '1 day',
    week: '1 week',
    month: '30 days',
    never: 'Never',
  },
  storage: { gb: '%{amount} GB', unlimited: 'Unlimited' },
};
