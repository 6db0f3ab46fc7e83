// Staff's log of provisioning steps (/provisioning/cloudflare/logs, spec 1 §2).
export const provisioningLogs = {
  name: 'Provisioning log |||| Provisioning logs',
  fields: {
    createdAt: 'Time',
    customer: 'Customer',
    customerId: 'Customer',
    domain: 'Domain',
    step: 'Step',
    status: 'Status',
    message: 'Message',
    q: 'Search by domain',
  },
  steps: { ownership: 'Ownership', ssl: 'SSL', routing: 'Routing', extra: 'Extra' },
  statuses: { pending: 'Pending', in_progress: 'In progress', complete: 'Complete', action_required: 'Action required' },
  empty: 'No provisioning steps have run yet',
};
