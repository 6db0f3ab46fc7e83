/** Git deployment facts shared by the panel and the API (spec 2 §2.4, §9). */

/** Spec 2 §9: the deploy path lives under this fixed prefix; branch and path defaults. */
export const GIT_PATH_PREFIX = '~/site/';
export const GIT_DEFAULTS = { branch: 'main', localpath: 'public' } as const;

/**
 * user@server:path/repo.git (spec 2 §5). User, host and path segments may not start with '-', so
 * the URL can never be read as an option by ssh or git.
 */
const SSH_URL =
  /^(?<user>[A-Za-z0-9_][A-Za-z0-9._-]*)@(?<host>[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*):(?<path>(?:[A-Za-z0-9_~][A-Za-z0-9._~-]*\/)+[A-Za-z0-9_][A-Za-z0-9._-]*\.git)$/;

export interface SshUrl {
  user: string;
  host: string;
  /** owner/repo.git, or group/subgroup/repo.git */
  path: string;
}

/**
 * A repository's HTTPS address (https://github.com/octocat/Hello-World, with or without .git) as
 * the SSH URL a deploy key works over (git@github.com:octocat/Hello-World.git); anything else as it is.
 */
const HTTPS_URL = /^https:\/\/(?<host>[A-Za-z0-9.-]+)\/(?<path>[^\s?#]+?)(?:\.git)?\/?$/i;
export function sshFormOf(url: string): string {
  const groups = HTTPS_URL.exec(url.trim())?.groups;
  return groups ? `git@${groups.host.toLowerCase()}:${groups.path}.git` : url.trim();
}

/** The repository of an SSH URL, or of an HTTPS address read as its SSH URL (sshFormOf). */
export function parseSshUrl(url: string): SshUrl | null {
  const groups = SSH_URL.exec(sshFormOf(url))?.groups;
  if (!groups || groups.path.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  return { user: groups.user, host: groups.host.toLowerCase(), path: groups.path };
}

const withoutGit = (path: string) => path.replace(/\.git$/, '');

/** The repository's page on its host, for the repository page's external link. */
export function repositoryWebUrl(url: string | null): string | null {
  const parsed = url ? parseSshUrl(url) : null;
  return parsed ? `https://${parsed.host}/${withoutGit(parsed.path)}` : null;
}

/** Where the deploy key is added on the three big hosts (spec 2 §2.4); null elsewhere. */
export function deployKeySettingsUrl(url: string | null): string | null {
  const parsed = url ? parseSshUrl(url) : null;
  if (!parsed) return null;
  const path = withoutGit(parsed.path);
  switch (parsed.host) {
    case 'github.com': {
      const [owner, repo] = path.split('/');
      return `https://github.com/${owner}/${repo}/settings/keys`;
    }
    case 'gitlab.com':
      return `https://gitlab.com/${path}/-/settings/repository`;
    case 'bitbucket.org':
      return `https://bitbucket.org/${path}/admin/access-keys/`;
    default:
      return null;
  }
}

/** Spec 2 §2.4: the webhook a repository calls to deploy, keyed by the site's API key. */
export const deploymentUrl = (siteId: number | string, apiKey: string) =>
  `/v1/environments/${siteId}/git/deploy?api_token=${encodeURIComponent(apiKey)}`;

/**
 * git check-ref-format's rules for a branch name, so it can be handed to git safely: no spaces or
 * control characters, none of ~^:?*[\, no '..', '@{', '//', no leading '-' or '/', no trailing
 * '/', '.' or '.lock', and no segment starting with '.'.
 */
export function isBranchName(name: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what git refuses in a ref name
  if (name === '' || name === '@' || /[\u0000-\u0020\u007f~^:?*[\\]/.test(name)) return false;
  if (name.includes('..') || name.includes('@{') || name.includes('//')) return false;
  if (/^[-/]/.test(name) || /(\/|\.|\.lock)$/.test(name)) return false;
  return !name.split('/').some((segment) => segment.startsWith('.'));
}

/** A deploy path relative to ~/site/: plain segments, no '.' or '..', slashes at the ends dropped. */
export const normalizeDeployPath = (path: string) => path.trim().replace(/^\/+|\/+$/g, '');

export const isDeployPath = (path: string) => path.split('/').every((segment) => /^[A-Za-z0-9_][A-Za-z0-9._-]*$/.test(segment));

/** A commit as git shows it in short: its first 7 characters. */
export const shortHash = (commit: string) => commit.slice(0, 7);
