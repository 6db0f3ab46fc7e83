import type { SshAccessEntry } from '../../rules/schemas/records/sshKey';

/** An SSH key and a site's access entry (spec 2 §3), as the data provider flattens them. */
export type { SshKey, SshAccessEntry as AccessEntry } from '../../rules/schemas/records/sshKey';

/** The site whose Access page shows a list or a key (its path's ids). */
export interface SiteRef {
  boltId: string;
  envId: string;
}

/**
 * The detail page of a key: under the site's access page when opened from a site (its breadcrumb
 * returns there, spec 2 §2), else under the account's key list.
 */
export function sshKeyPath(id: string, site?: SiteRef): string {
  return site ? `/bolts/${site.boltId}/environments/${site.envId}/access/settings/${id}/ssh-keys` : `/ssh-keys/${id}`;
}

/**
 * The react-admin resource of a key seen from a site (on the caller's path, so staff reach a
 * customer's key) or from one's own account (the plain path, for every role).
 */
export const keyResource = (site?: SiteRef) =>
  site ? ({ resource: 'siteSshKeys', meta: { siteId: site.envId } } as const) : ({ resource: 'ssh-keys', meta: undefined } as const);

/** Customers remove only user keys; support access and the site key are the provider's (API rule). */
export const canRemoveEntry = (entry: Pick<SshAccessEntry, 'type'>, isStaff: boolean) => isStaff || entry.type === 'customer';
