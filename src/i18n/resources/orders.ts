// Staff's CDN (provisioning) orders (/orders, spec 1 §2).
export const orders = {
  name: 'CDN order |||| CDN orders',
  fields: {
    id: 'Order',
    customer: 'Customer',
    customerId: 'Customer',
    type: 'Type',
    status: 'Status',
    domains: 'Domains',
    createdAt: 'Created',
  },
  types: { sbcdn: 'CDN', acd: 'Accelerated Domains' },
  statuses: { pending: 'Pending', in_progress: 'In progress', complete: 'Complete' },
  empty: 'No CDN orders',
  title: 'CDN order #%{id}',
  summary: '%{customer} · %{type} · placed %{date}',
  loadFailed: 'The order could not be loaded.',
  openWizard: 'Open in CDN wizard',
  delete: {
    button: 'Delete order',
    title: 'Delete CDN order #%{id}?',
    text: 'The order and its progress are removed; domains already served through the CDN stay so. Type DELETE to confirm.',
    label: 'Type DELETE',
    done: 'order deleted',
    // Spec 1 §8.
    failed: 'Could not delete order',
  },
  actions: {
    title: 'Staff actions',
    intro: 'Move the order on by hand: resume it, send each domain on to its next step, or check one step again now.',
    resume: 'Resume',
    nextStep: 'Next step',
    verifyOwnership: 'Verify ownership',
    verifySsl: 'Verify SSL',
    verifyRouting: 'Verify routing',
    done: 'The order was moved on',
  },
};
