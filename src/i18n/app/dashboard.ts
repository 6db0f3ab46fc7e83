// Bolt dashboard, sites, site overview and admin settings, Bolt deletion.
export const dashboard = {
  sites: 'Sites',
  allSites: 'All sites (%{smart_count})',
  customer: 'Customer: %{customer}',
  rename: 'Rename Bolt',
  renameTitle: 'Rename Bolt',
  usage: {
    title: 'Usage',
    storage: 'Storage',
    dynamicRequests: 'Dynamic requests',
    sites: 'Sites',
    of: '%{used} of %{included}',
    period: 'Billing period %{from} – %{to}',
  },
  plan: {
    title: 'Plan',
    monthly: 'Billed monthly',
    annual: 'Billed annually, 1 month free',
    renews: 'Renews on %{date}',
    trial: 'Free test until %{date}, %{smart_count} day left |||| Free test until %{date}, %{smart_count} days left',
    ends: 'Ends on %{date}, when the Bolt is deleted',
    customContract: 'On a custom contract',
    manage: 'Plan & billing',
  },
};
