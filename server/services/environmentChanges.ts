import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { environments } from '../db/schema.js';
import { ApiError, forbidden, type ErrorObject } from '../http/errors.js';
import { cachingMessages, type CacheMode } from '../../src/rules/caching.js';
import {
  enableAllExtensions,
  extensionAvailableIn,
  extensionsAfterVersionChange,
  PHP_EXTENSIONS,
  PLAN_PHP_MEMORY_LIMIT_MB,
} from '../../src/rules/php.js';
import { forceDomainHost, forceHttpsDomain, redirectionMessages } from '../../src/rules/redirection.js';
import { environmentMessages, type environmentUpdateSchema } from '../../src/rules/schemas/environment.js';
import { phpMessages } from '../../src/rules/schemas/php.js';
import { sshAccessMessages, sshSettingsChange } from '../../src/rules/sshAccess.js';
import type { EnvironmentRow } from './environments.js';
import type { Role } from '../../src/rules/access.js';

type Attributes = z.output<typeof environmentUpdateSchema>;
type Columns = Partial<typeof environments.$inferInsert>;

/** What a PATCH environments/{id} does: the columns to write, the cache mode to push, the texts. */
export interface EnvironmentChanges {
  columns: Columns;
  cacheMode: CacheMode | null;
  messages: string[];
}

const STAFF_ONLY = {
  separatePhpErrorLog: 'Only staff can change the PHP error log settings.',
} as const;

/** Spec 1 §6 admin-only items. */
const ADMIN_ONLY = {
  disabledCache: 'Only admins can turn the server cache off.',
  enabled: 'Only admins can disable or enable a site.',
  reverseProxy: 'Only admins can set a reverse proxy.',
} as const;

const PHP_ATTRIBUTES = ['phpVersion', 'phpMemoryLimit', 'phpTimezone', 'phpExtensions', 'separatePhpErrorLog'] as const;

/** 64 hex characters, the same shape as the keys the database makes for new sites. */
const newApiKey = () => randomBytes(32).toString('hex');

const invalidAt = (field: string, detail: string): ErrorObject => ({
  status: '422',
  code: 'invalid',
  title: 'Invalid attribute',
  detail,
  source: { pointer: `/data/attributes/${field}` },
});

/**
 * Spec 2 §4, §5 and §6 for one site and caller: every problem of the request is collected, so one
 * answer names them all, and nothing is planned unless all of it is valid. Staff-only settings are
 * a 403 for customers, admin-only ones (spec 1 §6) for staff too, before anything else is looked at.
 */
export function planEnvironmentChanges(attributes: Attributes, site: EnvironmentRow, role: Role): EnvironmentChanges {
  const staff = role !== 'customer';
  if (!staff && attributes.separatePhpErrorLog !== undefined) throw forbidden(STAFF_ONLY.separatePhpErrorLog);
  if (role !== 'admin') {
    if (attributes.cacheMode === 'disabled') throw forbidden(ADMIN_ONLY.disabledCache);
    if (attributes.enabled !== undefined) throw forbidden(ADMIN_ONLY.enabled);
    if (attributes.reverseProxy !== undefined) throw forbidden(ADMIN_ONLY.reverseProxy);
  }
  const errors: ErrorObject[] = [];
  const columns: Columns = {};
  const messages: string[] = [];

  if (attributes.enabled !== undefined) {
    columns.enabled = attributes.enabled;
    messages.push(attributes.enabled ? environmentMessages.enabled : environmentMessages.disabled);
  }
  if (attributes.reverseProxy !== undefined) {
    columns.reverseProxy = attributes.reverseProxy;
    messages.push(environmentMessages.reverseProxySet);
  }

  if (attributes.title !== undefined) {
    columns.title = attributes.title;
    messages.push(environmentMessages.renamed);
  }
  if (attributes.refreshApikey) columns.apiKey = newApiKey();

  const ssh = sshSettingsChange(site.isLegacy, attributes);
  if (!ssh.ok) errors.push(invalidAt(ssh.field, ssh.error));
  else {
    Object.assign(columns, ssh.columns);
    if (ssh.enabled !== null) messages.push(ssh.enabled ? sshAccessMessages.enabled : sshAccessMessages.disabled);
  }

  planPhp(attributes, site, staff, columns, messages, errors);

  if (attributes.cloudflareLock !== undefined) {
    columns.webFirewall = attributes.cloudflareLock;
    messages.push(environmentMessages.securityUpdated);
  }
  if (attributes.cacheMode !== undefined) {
    columns.cacheMode = attributes.cacheMode;
    messages.push(cachingMessages.changed);
  }

  planRedirection(attributes, site, columns, errors);
  if (attributes.forceHTTPS !== undefined || attributes.forceDomain !== undefined) messages.push(redirectionMessages.updated);

  if (errors.length) throw new ApiError(422, errors);
  return { columns, cacheMode: attributes.cacheMode ?? null, messages };
}

/** Legacy sites keep their PHP as it is (the panel disables Save); the plan caps memory for customers. */
function planPhp(attributes: Attributes, site: EnvironmentRow, staff: boolean, columns: Columns, messages: string[], errors: ErrorObject[]) {
  if (site.isLegacy) {
    for (const field of PHP_ATTRIBUTES) if (attributes[field] !== undefined) errors.push(invalidAt(field, phpMessages.legacy));
    return;
  }
  const version = attributes.phpVersion ?? site.phpVersion;
  let extensions = site.phpExtensions;
  if (attributes.phpVersion !== undefined) {
    columns.phpVersion = version;
    extensions = columns.phpExtensions = extensionsAfterVersionChange(site.phpExtensions, version);
    messages.push(phpMessages.versionUpdated);
  }
  if (attributes.phpMemoryLimit !== undefined) {
    const max = PLAN_PHP_MEMORY_LIMIT_MB[site.plan];
    if (!staff && attributes.phpMemoryLimit > max) errors.push(invalidAt('phpMemoryLimit', phpMessages.memoryAbovePlan(max)));
    columns.phpMemoryLimit = attributes.phpMemoryLimit;
    messages.push(phpMessages.memoryUpdated);
  }
  if (attributes.phpTimezone !== undefined) {
    columns.phpTimezone = attributes.phpTimezone;
    messages.push(phpMessages.timezoneUpdated);
  }
  if (attributes.phpExtensions !== undefined) {
    const wanted = attributes.phpExtensions;
    if (wanted === 'all') columns.phpExtensions = enableAllExtensions(version, extensions);
    else {
      const unavailable = PHP_EXTENSIONS.filter((e) => wanted.includes(e.id) && !extensionAvailableIn(e, version));
      for (const extension of unavailable) errors.push(invalidAt('phpExtensions', phpMessages.extensionUnavailable(extension.id, version)));
      // Catalogue order, each once, whatever order and repeats the request had.
      columns.phpExtensions = PHP_EXTENSIONS.filter((e) => wanted.includes(e.id)).map((e) => e.id);
    }
    messages.push(phpMessages.extensionUpdated);
  }
  if (attributes.separatePhpErrorLog !== undefined) {
    columns.separatePhpErrorLog = attributes.separatePhpErrorLog;
    messages.push(phpMessages.logUpdated);
  }
}

const FLAG_STRINGS = new Map([
  ['true', true],
  ['false', false],
]);

/**
 * Spec 2 §2.5 and §5. The examples in the messages name the site's server, the provider host
 * spec 2 §9 makes the default forced-HTTPS host.
 */
function planRedirection(attributes: Attributes, site: EnvironmentRow, columns: Columns, errors: ErrorObject[]) {
  const example = site.hostname ?? 'example.com';
  const { forceHTTPS, forceDomain } = attributes;
  if (forceHTTPS !== undefined && site.isLegacy) {
    const checked = typeof forceHTTPS === 'string' ? forceHttpsDomain(forceHTTPS, example) : null;
    if (checked?.ok) columns.forceHttpsDomain = checked.host;
    else errors.push(invalidAt('forceHTTPS', checked?.error ?? redirectionMessages.domain(example)));
  } else if (forceHTTPS !== undefined) {
    const flag = typeof forceHTTPS === 'boolean' ? forceHTTPS : FLAG_STRINGS.get(forceHTTPS.trim());
    if (flag === undefined) errors.push(invalidAt('forceHTTPS', environmentMessages.forceHttps));
    else columns.forceHttps = flag;
  }
  if (forceDomain === null) Object.assign(columns, { forceDomain: null, forceDomainHttps: true });
  else if (forceDomain !== undefined) {
    const checked = forceDomainHost(forceDomain.domain, example);
    if (!checked.ok) errors.push(invalidAt('forceDomain/domain', checked.error));
    else Object.assign(columns, { forceDomain: checked.host, forceDomainHttps: forceDomain.https });
  }
}
