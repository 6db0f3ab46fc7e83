const fields = { occurredAt: 'When', actorName: 'Who', resource: 'What', before: 'Changes', address: 'Address' };

export const auditEvents = {
  name: 'Audit trail |||| Audit trail',
  fields,
  empty: 'Nothing has been changed yet',
};

export const activity = {
  name: 'Activity |||| Activity',
  fields,
  empty: 'Nothing has been changed on this account yet',
};
