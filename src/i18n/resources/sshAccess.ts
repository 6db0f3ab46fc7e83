// Staff's SSH pages (spec 1 §2 /ssh-access, /ssh-management); spec 2 §8 where it names a text.
export const sshAccess = {
  name: 'Support access |||| Support access',
  fields: {
    site: 'Site',
    siteId: 'Site',
    fingerprint: 'Key',
    customer: 'Granted by',
    createdAt: 'Granted',
    expires_at: 'Expires',
    status: 'Status',
    revoke: 'Revoke',
    q: 'Search',
  },
  page: { create: 'Grant SSH access' },
  action: { create: 'Grant access' },
  empty: 'No Support access',
  invite: 'Grant temporary Support access to a site.',
};

export const sshManagement = {
  name: 'Support key |||| Support keys',
  fields: {
    title: 'Name',
    fingerprint: 'Fingerprint',
    keyType: 'Type',
    keyLength: 'Length',
    createdAt: 'Added',
    delete: 'Delete',
    sshkey: 'Public key',
    comment: 'Comment',
    q: 'Search',
  },
  page: { create: 'Add SSH key' },
  action: { create: 'Add SSH key' },
  empty: 'No Support keys',
  invite: 'Add the public keys staff use for temporary Support access.',
  notifications: { created: 'ssh key added' },
};
