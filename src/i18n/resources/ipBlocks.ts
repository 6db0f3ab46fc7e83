export const ipBlocks = {
  name: 'IP block |||| IP blocks',
  fields: {
    address: 'IP address or range',
    reason: 'Reason',
    expiresAt: 'Expires',
    active: 'Status',
    createdBy: 'Created by',
    createdAt: 'Created',
  },
  helpers: { address: 'One address (203.0.113.7) or a CIDR range (203.0.113.0/24).' },
  page: { create: 'Block an IP address', edit: 'IP block %{recordRepresentation}' },
  action: { create: 'Block IP' },
  empty: 'No IP blocks',
  invite: 'Block an address or a range to stop its traffic.',
  message: {
    delete_title: 'Remove the block of %{recordRepresentation}?',
    delete_content: 'Traffic from this address or range will be let through again.',
  },
  notifications: {
    created: 'IP block added',
    // Spec 1 §8; the detail is the API's reason, on a line of its own.
    createFailed: 'Could not add IP Block',
    createFailedDetail: 'Could not add IP Block\n%{detail}',
    updated: 'IP block updated',
    deleted: 'IP block removed |||| %{smart_count} IP blocks removed',
  },
};
