/** The filters that narrow the audit trail to one customer, Bolt or site, and their chips' i18n keys. */
export const AUDIT_SCOPES = [
  ['accountId', 'app.auditTrail.scope.account'],
  ['boltId', 'app.auditTrail.scope.bolt'],
  ['environmentId', 'app.auditTrail.scope.site'],
] as const;

export type AuditScopeKey = (typeof AUDIT_SCOPES)[number][0];
