/** Pure facts about a site (environment), shared by the panel and the API. */

/** Spec 2 §9: SSH and SFTP listen on port 22. */
export const SSH_PORT = 22;

export type SshAccess = 'password_and_keys' | 'keys' | 'none';

/** Spec 2 §4: an unset SSH access type reads as password_and_keys when SSH is on, else none. */
export const effectiveSshAccess = (stored: SshAccess | null, ssh: boolean): SshAccess => stored ?? (ssh ? 'password_and_keys' : 'none');

/** Development mode is a stored end time (spec 1 §4: 3 hours), never a timer. */
export const isDevMode = (devModeUntil: Date | null, now = Date.now()) => devModeUntil !== null && devModeUntil.getTime() > now;

/**
 * A Bolt's name on the hosting servers. Derived from the id, not the Bolt's display name, so a
 * rename never moves the sites' files.
 */
export const boltInternalName = (boltId: number) => `bolt_${boltId}`;

/** The site's home directory (SSH login, logs); legacy sites live under /kunder, the others under /cust/0. */
export const siteHome = (isLegacy: boolean, boltId: number, siteName: string) =>
  `${isLegacy ? '/kunder' : '/cust/0'}/${boltInternalName(boltId)}/${siteName}`;

/** Spec 2 §2.12 web root: legacy /kunder/{bolt}/{env}/public, otherwise /cust/0/{bolt}/{env}/site/public. */
export const webRoot = (isLegacy: boolean, boltId: number, siteName: string) =>
  `${siteHome(isLegacy, boltId, siteName)}${isLegacy ? '' : '/site'}/public`;

/** Linux user names (the site's SSH user) may have at most 32 characters and start with a letter. */
const NAME_BASE_LENGTH = 16;

/**
 * The site's system name (SSH user, internal name) made from its title: `{slug}_{boltId}`, then
 * `_2`, `_3`… when taken. The slug holds no underscore, so names of different Bolts never collide.
 */
export function siteNameFor(title: string, boltId: number, attempt = 0): string {
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '');
  const base = (/^[a-z]/.test(slug) ? slug : `site${slug}`).slice(0, NAME_BASE_LENGTH);
  return attempt === 0 ? `${base}_${boltId}` : `${base}_${boltId}_${attempt + 1}`;
}
