export const userAgent = {
  name: 'User-agent block |||| User-agent blocks',
  fields: {
    pattern: 'User agent',
    matchType: 'Match',
    reason: 'Reason',
    expiresAt: 'Expires',
    active: 'Status',
    createdBy: 'Created by',
    createdAt: 'Created',
  },
  matchTypes: { contains: 'Contains', exact: 'Exact', regex: 'Regular expression' },
  helpers: { pattern: 'Compared with the User-Agent header of each request.' },
  page: { create: 'Block a user agent', edit: 'User-agent block %{recordRepresentation}' },
  action: { create: 'Block user agent' },
  empty: 'No user agents blocked',
  invite: 'Block a user agent to stop requests that send it.',
  message: {
    delete_title: 'Remove the block of %{recordRepresentation}?',
    delete_content: 'Requests with this user agent will be let through again.',
  },
  notifications: {
    created: 'User agent blocked',
    updated: 'User-agent block updated',
    deleted: 'User-agent block removed |||| %{smart_count} user-agent blocks removed',
  },
};
