import type { Plan } from './schemas/bolt';

/**
 * PHP of a site (spec 2 §2.9, §9): the versions on offer, memory sizes, optional extensions and the
 * PHP-FPM worker settings. Shared by the PHP settings page and the API that enforces it.
 */

/** Supported versions get updates; Unsupported ones are shown as Legacy, Upcoming ones as Beta. */
export type PhpVersionStatus = 'Supported' | 'Unsupported' | 'Upcoming';

export const PHP_VERSIONS: Readonly<Record<string, PhpVersionStatus>> = {
  '8.0': 'Unsupported',
  '8.1': 'Unsupported',
  '8.2': 'Supported',
  '8.3': 'Supported',
  '8.4': 'Supported',
  '8.5': 'Upcoming',
};

export const isPhpVersion = (version: string) => Object.hasOwn(PHP_VERSIONS, version);

/**
 * Spec 2 §7 GET bolts/{id}/available-php-versions: the versions a Bolt's sites may use. A Bolt on
 * the classic platform (isLegacy, spec 2 §1 "reduced options") gets no Upcoming (Beta) versions;
 * every other Bolt gets them all.
 */
export const availablePhpVersions = (isLegacy: boolean): Record<string, PhpVersionStatus> =>
  Object.fromEntries(Object.entries(PHP_VERSIONS).filter(([, status]) => !isLegacy || status !== 'Upcoming'));

/** Spec 2 §2.9: the label the version radios carry beside the version, if any. */
export const phpVersionBadge = (status: PhpVersionStatus): 'Legacy' | 'Beta' | null =>
  status === 'Unsupported' ? 'Legacy' : status === 'Upcoming' ? 'Beta' : null;

const versionNumber = (version: string) => {
  const [major, minor] = version.split('.').map(Number);
  return major * 100 + minor;
};

/** memory_limit sizes in whole megabytes (spec 1 §5). */
export const PHP_MEMORY_LIMIT_OPTIONS_MB = [128, 256, 512, 1024, 2048] as const;

/** The largest memory_limit each plan includes; staff may go beyond it (spec 2 §6). */
export const PLAN_PHP_MEMORY_LIMIT_MB: Record<Plan, number> = { pro: 256, business: 512, scale: 1024, enterprise: 2048 };

export const isPhpMemoryLimitOption = (mb: number) => (PHP_MEMORY_LIMIT_OPTIONS_MB as readonly number[]).includes(mb);

/** Spec 2 §3 Settings response: each size and whether the caller may choose it on this plan. */
export function phpMemoryLimitOptions(plan: Plan, staff: boolean): Record<string, boolean> {
  const max = PLAN_PHP_MEMORY_LIMIT_MB[plan];
  return Object.fromEntries(PHP_MEMORY_LIMIT_OPTIONS_MB.map((mb) => [String(mb), staff || mb <= max]));
}

/**
 * An optional module: where it loads (cli, web) and the versions that ship it (`since`/`until`,
 * inclusive), e.g. imap and pspell left the PHP core in 8.4 and have no build for it here.
 */
export interface PhpExtension {
  id: string;
  name: string;
  cli: boolean;
  web: boolean;
  since?: string;
  until?: string;
}

const both = { cli: true, web: true };

export const PHP_EXTENSIONS: readonly PhpExtension[] = [
  { id: 'amqp', name: 'AMQP (RabbitMQ)', ...both },
  { id: 'apcu', name: 'APCu', ...both },
  { id: 'ast', name: 'php-ast', ...both },
  { id: 'ftp', name: 'FTP', ...both },
  { id: 'gmp', name: 'GMP', ...both },
  { id: 'grpc', name: 'gRPC', ...both },
  { id: 'igbinary', name: 'igbinary', ...both },
  { id: 'imagick', name: 'ImageMagick (imagick)', ...both },
  { id: 'imap', name: 'IMAP', ...both, until: '8.3' },
  { id: 'ioncube', name: 'ionCube Loader', ...both, until: '8.4' },
  { id: 'ldap', name: 'LDAP', ...both },
  { id: 'memcached', name: 'Memcached', ...both },
  { id: 'mongodb', name: 'MongoDB', ...both },
  { id: 'pcntl', name: 'PCNTL (process control)', cli: true, web: false },
  { id: 'pspell', name: 'Pspell', ...both, until: '8.3' },
  { id: 'redis', name: 'Redis', ...both },
  { id: 'soap', name: 'SOAP', ...both },
  { id: 'xsl', name: 'XSL', ...both },
  { id: 'yaml', name: 'YAML', ...both },
];

export const isPhpExtension = (id: string) => PHP_EXTENSIONS.some((extension) => extension.id === id);

export const extensionAvailableIn = (extension: PhpExtension, version: string) =>
  (extension.since === undefined || versionNumber(version) >= versionNumber(extension.since)) &&
  (extension.until === undefined || versionNumber(version) <= versionNumber(extension.until));

export const extensionsOf = (version: string) => PHP_EXTENSIONS.filter((extension) => extensionAvailableIn(extension, version));

/** Spec 2 §9 (and spec 1 §9): heavy modules "enable all" leaves off; they are enabled one by one. */
export const NOT_ENABLED_BY_ENABLE_ALL: readonly string[] = ['ast', 'grpc', 'ioncube', 'ftp'];

/**
 * "Enable all": every module of the version except the heavy ones, keeping heavy ones that were
 * already on (enable-all adds, it never switches a chosen module off).
 */
export const enableAllExtensions = (version: string, enabled: readonly string[]) =>
  extensionsOf(version)
    .filter((extension) => !NOT_ENABLED_BY_ENABLE_ALL.includes(extension.id) || enabled.includes(extension.id))
    .map((extension) => extension.id);

/** Spec 2 §4: after a version change the modules that were on are on again, where the new version has them. */
export const extensionsAfterVersionChange = (enabled: readonly string[], version: string) =>
  extensionsOf(version)
    .filter((extension) => enabled.includes(extension.id))
    .map((extension) => extension.id);

/** Spec 2 §3 phpExtensions of the Settings response: the version's modules and which are on. */
export const extensionStates = (version: string, enabled: readonly string[]) =>
  extensionsOf(version).map(({ id, name, cli, web }) => ({ id, name, enabled: enabled.includes(id), cli, web }));

/** Spec 1 §9: the default timezone. */
export const DEFAULT_PHP_TIMEZONE = 'UTC';

let timezones: readonly string[] | undefined;

/** Spec 2 §2.9: the system's IANA zones plus UTC, which the runtime's list leaves out. */
export function phpTimezones(): readonly string[] {
  timezones ??= [DEFAULT_PHP_TIMEZONE, ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== DEFAULT_PHP_TIMEZONE)];
  return timezones;
}

export const isPhpTimezone = (zone: string) => phpTimezones().includes(zone);

/** PHP-FPM worker settings (spec 2 §3 phpWorkers). */
export const PHP_WORKER_FIELDS = ['max', 'maxSystem', 'maxCron', 'maxIdle', 'nice', 'maxRequests'] as const;
export type PhpWorkerField = (typeof PHP_WORKER_FIELDS)[number];
export type PhpWorkers = Record<PhpWorkerField, number>;

/** Spec 2 §9 defaults; spec 1 §9: 48 workers. */
export const PHP_WORKER_DEFAULTS: PhpWorkers = { max: 48, maxSystem: 1, maxCron: 5, maxIdle: 8, nice: 18, maxRequests: 500 };

/** Spec 2 §5 bounds, inclusive. */
export const PHP_WORKER_BOUNDS: Record<PhpWorkerField, readonly [number, number]> = {
  max: [1, 512],
  maxSystem: [1, 512],
  maxCron: [1, 512],
  maxIdle: [1, 512],
  nice: [-19, 20],
  maxRequests: [0, 20000],
};

/** Spec 2 §7: the attribute names of POST environments/{id}/php/workers and the setting each sets. */
export const PHP_WORKER_ATTRIBUTES = {
  phpMaxWorkers: 'max',
  phpMaxWorkersSystem: 'maxSystem',
  phpMaxWorkersIdle: 'maxIdle',
  phpMaxWorkersCron: 'maxCron',
  phpNiceWorkers: 'nice',
  phpMaxRequestsPerWorker: 'maxRequests',
} as const satisfies Record<string, PhpWorkerField>;

/** The settings in force: what was set, the defaults for the rest. */
export const effectivePhpWorkers = (stored: Partial<PhpWorkers> | null): PhpWorkers => ({ ...PHP_WORKER_DEFAULTS, ...stored });
