/** One customer's, Bolt's or site's part of the audit trail. */
export type AuditScope = { accountId: number } | { boltId: number } | { environmentId: number };

/** The audit trail's list with its filter in the address, as react-admin's lists read it. */
export const auditTrailPath = (scope: AuditScope) => `/audit-events?filter=${encodeURIComponent(JSON.stringify(scope))}`;
