// The dynamic-request overview (/dynamic-requests): periods, units and the allowance bar.
export const dynamicRequests = {
  periods: { day: 'Today', week: 'Last 7 days', month: 'Last 30 days' },
  millions: '%{value} M',
  overAllowance: 'Over allowance',
  allowanceNote: 'Requests that reached PHP, in millions, against the plan’s monthly allowance for the period’s share of 30 days.',
};
