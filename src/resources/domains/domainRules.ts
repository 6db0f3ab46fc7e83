import { certificatePhase, certificateStatusLabel, type CertificatePhase } from '../../rules/certificates';
import { cdnSetup, type CdnOrder } from '../sites/siteFacts';
import { sitePath } from '../sites/sitePaths';

/** Spec 2 §2.1 sorts: Title (the name, the default) and Date (the id). */
export const DOMAIN_SORTS = { title: 'name', date: 'id' } as const;
export type DomainSort = keyof typeof DOMAIN_SORTS;
export type SortDirection = 'ASC' | 'DESC';

/** Where the last chosen direction of the domain lists is kept (spec 2 §2.1 "locally stored"). */
export const SORT_DIRECTION_KEY = 'domains.lastSortDirection';

/** Spec 2 §2.1: each sort alternates from the last direction stored, ascending when none is. */
export const nextSortDirection = (last: string | null | undefined): SortDirection => (last === 'ASC' ? 'DESC' : 'ASC');

/** The direction for a sort chosen now, stored as the last one. */
export function takeSortDirection(storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): SortDirection {
  const direction = nextSortDirection(storage.getItem(SORT_DIRECTION_KEY));
  storage.setItem(SORT_DIRECTION_KEY, direction);
  return direction;
}

/** Spec 2 §2.1: the site overview shows two names, then how many more there are. */
export function domainsSummary(names: readonly string[], shown = 2): { names: string[]; more: number } {
  return { names: names.slice(0, shown), more: Math.max(0, names.length - shown) };
}

/** The CDN tag of a domain: spec 2 §2.12's 'CDN Enabled' / 'CDN Setup Incomplete', else none. */
export function cdnTag(cdn: CdnOrder | null | undefined): 'enabled' | 'incomplete' | 'none' {
  const { banner } = cdnSetup(cdn);
  if (banner) return banner;
  return cdn?.enabled ? 'enabled' : 'none';
}

interface CertificateLike {
  status: string;
  expiresAt: string | null;
}

/**
 * The certificate tag of a domain: its newest linked certificate that is not deleted, with the
 * status label of spec 1 §4 and its phase (spec 2 §3) for the colour; null without one.
 */
export function certificateTag<C extends CertificateLike>(
  linked: readonly C[],
): { label: string; phase: CertificatePhase; expiresAt: string | null } | null {
  const current = linked.find((certificate) => certificate.status !== 'DELETED');
  if (!current) return null;
  return { label: certificateStatusLabel(current.status), phase: certificatePhase(current.status), expiresAt: current.expiresAt };
}

/** What the settings page offers for one of the domain's certificates. */
export interface CertificateActions {
  link: boolean;
  unlink: boolean;
  renew: boolean;
  delete: boolean;
}

/**
 * A certificate linked to this domain can be unlinked; an active one not linked can be linked.
 * Renewal orders a new one from its authority, so not for an imported (EXTERNAL) one. Only an
 * unlinked certificate can be deleted (the API refuses one still linked), and a deleted one has
 * nothing left to do.
 */
export function certificateActions(certificate: { status: string; type: string; domainId: number | null }, domainId: number): CertificateActions {
  if (certificate.status === 'DELETED') return { link: false, unlink: false, renew: false, delete: false };
  const linked = certificate.domainId === domainId;
  return {
    link: !linked && certificate.status === 'ACTIVE',
    unlink: linked,
    renew: certificate.status === 'ACTIVE' && certificate.type !== 'EXTERNAL',
    delete: !linked,
  };
}

/** Spec 2 §2.1: a name opens its host in a new tab. */
export const domainUrl = (name: string) => `https://${name}`;

/**
 * The CDN wizard (spec 2 §2.3) for a domain: its order when one exists, back to `redirect` when
 * finished.
 */
export function cdnWizardPath(cdn: CdnOrder | null | undefined, redirect: string): string {
  const query = new URLSearchParams();
  if (cdn?.orderId != null && cdn.orderId !== '') query.set('orderId', String(cdn.orderId));
  query.set('redirect', redirect);
  return `/cdn-wizard?${query}`;
}

/** Spec 2 §2 path shapes of a domain's pages. */
export const domainPaths = (boltId: number | string, envId: number | string, name: string, domainId: number | string) => ({
  settings: sitePath(boltId, envId, `domains/settings/${encodeURIComponent(name)}/${domainId}`),
  setUpCertificate: sitePath(boltId, envId, `domains/${encodeURIComponent(name)}/set-up-certificate/${domainId}`),
});
