/**
 * The site's configuration on its server: the crontab the panel's cron jobs make, a rebuild of the
 * whole configuration (spec 2 §7 reload), optionally pushing cron jobs and SSH access again, and
 * the removal of a deleted SSH key.
 */
export interface SiteConfigHost {
  writeCrontab(site: SiteRef, jobs: CrontabJob[]): Promise<void>;
  rebuild(site: SiteRef, resync: { jobs: CrontabJob[]; sshFingerprints: string[] } | null): Promise<void>;
  /** Writes what the site's virtual host serves (README "Sites' configuration"). */
  apply(site: SiteRef, served: ServedConfig): Promise<void>;
  /** Rebuilds the site's PHP-FPM pool from its settings (spec 1 §6, admin). */
  rebuildPhp(site: SiteRef): Promise<void>;
  /** Takes a deleted key (spec 2 §2.8) out of the keys the site's server lets in over SSH and SFTP. */
  removeSshKey(site: SiteRef, fingerprint: string): Promise<void>;
}

/** What a site's virtual host serves: the site (itself, or passed on to `reverseProxy`), or a page in its place. */
export interface ServedConfig {
  serving: 'site' | 'suspended' | 'disabled';
  reverseProxy: string | null;
}

export interface SiteRef {
  name: string;
  title: string;
}

export interface CrontabJob {
  schedule: string;
  command: string;
  comment: string;
  notifications: 'all' | 'errors' | 'none';
  active: boolean;
}

export class SiteConfigError extends Error {}

/** Failure injection (ARCHITECTURE §5): a site whose title starts with this fails. */
export const FAILING_PREFIX = 'fail-';

const failsFor = (site: SiteRef) => site.title.toLowerCase().startsWith(FAILING_PREFIX);

/** Sandbox: servers accept every configuration except for sites marked to fail; what they serve is kept by the panel (environments.serving). */
export const sandboxSiteConfig: SiteConfigHost = {
  async writeCrontab(site) {
    if (failsFor(site)) throw new SiteConfigError(`The server refused the crontab of ${site.name}.`);
  },
  async rebuild(site) {
    if (failsFor(site)) throw new SiteConfigError(`The server could not rebuild the configuration of ${site.name}.`);
  },
  async apply(site) {
    if (failsFor(site)) throw new SiteConfigError(`The server could not write the configuration of ${site.name}.`);
  },
  async rebuildPhp(site) {
    if (failsFor(site)) throw new SiteConfigError(`The server could not rebuild PHP for ${site.name}.`);
  },
  async removeSshKey(site, fingerprint) {
    if (failsFor(site)) throw new SiteConfigError(`The server could not remove the SSH key ${fingerprint} from ${site.name}.`);
  },
};
