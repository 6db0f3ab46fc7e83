export const lockdown = {
  name: 'Lockdown |||| Lockdowns',
  fields: {
    accountId: 'Customer',
    customer: 'Customer',
    type: 'Type',
    reason: 'Reason',
    createdBy: 'Created by',
    createdAt: 'Created',
  },
  types: { soft: 'Soft', hard: 'Hard' },
  // Spec 1 §4's lock types.
  typeHelp: {
    soft: 'SSH, SFTP and control-panel access disabled',
    hard: 'SSH, SFTP and control-panel access disabled; also suspends Bolts and redirects traffic to an account-suspended page',
  },
  helpers: { accountId: 'Search by customer or Bolt name.' },
  noCustomer: 'No customer with a matching name or Bolt',
  page: { create: 'Lock a customer', edit: 'Lockdown of %{recordRepresentation}' },
  action: { create: 'Lock customer', delete: 'Lift lockdown' },
  adminLock: 'An admin set this lockdown: only an admin can change or lift it.',
  empty: 'No customer is locked',
  invite: 'Lock a customer to stop access to their account.',
  message: {
    delete_title: 'Lift the lockdown of %{recordRepresentation}?',
    delete_content: 'The customer gets access to the account back, and the Bolts of a hard lock are no longer suspended.',
  },
  notifications: {
    created: 'Customer locked',
    updated: 'Lockdown updated',
    deleted: 'Lockdown lifted |||| %{smart_count} lockdowns lifted',
  },
};
