// Staff's certificate orders (/certificate-orders) and expiring certificates (/expiring-ssl), spec 1 §2, §4.
const fields = {
  domain: 'Domain',
  customer: 'Customer',
  type: 'Type',
  status: 'Status',
  expiresAt: 'Expires',
  createdAt: 'Ordered',
};

/** Spec 1 §4 certificate types; NAMECHEAP is shown as Positive SSL. */
const types = {
  LETS_ENCRYPT: "Let's Encrypt",
  NAMECHEAP: 'Positive SSL',
  SECTIGO: 'Sectigo',
  SELF_SIGNED: 'Self-signed',
  EXTERNAL: 'Imported',
};

export const certificateOrders = {
  name: 'Certificate order |||| Certificate orders',
  fields,
  types,
  empty: 'No certificate orders',
  reprocess: 'Reprocess',
  reprocessed: 'The order starts over',
  reprocessFor: 'Reprocess the certificate order of %{domain}',
};

export const expiringSsl = {
  name: 'Expiring certificate |||| Expiring certificates',
  fields: { ...fields, site: 'Site' },
  types,
  intro: 'Certificates that expire within %{days} days, the soonest first.',
  total: '%{smart_count} certificate expires within %{days} days |||| %{smart_count} certificates expire within %{days} days',
  daysLeft: 'in %{smart_count} day |||| in %{smart_count} days',
  empty: 'No certificate expires within %{days} days',
};
