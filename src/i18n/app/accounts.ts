/** Staff's accounts and resource allocation (/accounts). */
export const accounts = {
  allocationTitle: 'Resource allocation of %{account}',
  noBolts: 'This account has no live Bolts.',
  openBolt: 'Open Bolt',
  overAllocated: 'Over-allocated',
  over: 'over',
  overCount: '%{smart_count} over-allocated |||| %{smart_count} over-allocated',
  summary: '%{bolts} Bolts, %{sites} sites',
  storage: 'Storage',
  sites: 'Sites',
  dynamicRequests: 'Dynamic requests this period',
  phpWorkers: 'PHP workers',
};
