import { z } from 'zod';
import { SSH_ACCESS_TYPES } from '../../sshAccess';
import { PURGE_TYPES } from '../caching';
import { int, moment, resourceObject, type Flat } from './document';

/** PHP-FPM worker settings (spec 2 §3 phpWorkers), every field filled (a default where none is set). */
export const phpWorkerSettingsSchema = z.strictObject({ max: int, maxSystem: int, maxCron: int, maxIdle: int, nice: int, maxRequests: int });

/** What a site record says (spec 2 §3 Environment); `apikey` only to callers who may manage the site. */
const environmentAttributes = {
  title: z.string(),
  name: z.string(),
  internalName: z.string(),
  state: z.string(),
  enabled: z.boolean(),
  /** Spec 2 §3: the site went with its Bolt (archived, or its scheduled deletion came); the panel then goes to the Bolt's sites. */
  deleted: z.boolean(),
  /** Admin only (spec 1 §6): where the site's traffic is passed on to; null serves the site itself. */
  reverseProxy: z.string().nullable(),
  /** What its server serves, as the last configuration build left it (README "Sites' configuration"). */
  serving: z.enum(['site', 'suspended', 'disabled']),
  configBuiltAt: moment.nullable(),
  location: z.string(),
  isLegacy: z.boolean(),
  devMode: z.boolean(),
  devModeUntil: moment.nullable(),
  cacheMode: z.string(),
  phpVersion: z.string(),
  phpMemoryLimit: int,
  phpTimezone: z.string(),
  phpExtensions: z.array(z.string()),
  separatePhpErrorLog: z.boolean(),
  phpWorkers: phpWorkerSettingsSchema,
  cloudflareLock: z.boolean(),
  /** Spec 2 §3: a string; a legacy site's forced HTTPS domain ('' for none), else 'true'/'false'. */
  forceHTTPS: z.string(),
  forceDomain: z.strictObject({ https: z.boolean(), domain: z.string() }).nullable(),
  redirectTarget: z.string().nullable(),
  /** Spec 2 §3 git (with autopull): whether a push deploys the site's repository; null without a repository. */
  git: z.strictObject({ autopull: z.boolean() }).nullable(),
  ssh: z.boolean(),
  sftp: z.boolean(),
  sshAccess: z.enum(SSH_ACCESS_TYPES),
  sshUsername: z.string(),
  sshPort: int,
  hostname: z.string().nullable(),
  internalUrl: z.string().nullable(),
  ip: z.string().nullable(),
  /** The IPv6 address of the site's server (the AAAA row of the domains' DNS block); null where it has none. */
  ipv6: z.string().nullable(),
  /** Spec 2 §3: the names of the site's domains, ordered by name (the overview shows two then '+ N more'). */
  domains: z.array(z.string()),
  webRoot: z.string(),
  boltId: int,
  createdAt: moment,
  apikey: z.string().optional(),
};

/** A site (environment), one shape in lists, reads and writes; its Bolt with the Bolt's internal name. */
export const environmentRecordSchema = resourceObject('environments', environmentAttributes).extend({
  relationships: z.strictObject({
    bolt: z.strictObject({
      data: z.strictObject({ type: z.literal('bolts'), id: z.string(), attributes: z.strictObject({ internalName: z.string() }) }),
    }),
  }),
});
export type EnvironmentRecord = z.input<typeof environmentRecordSchema>;
export type Environment = Flat<EnvironmentRecord>;

/** GET environments/{id}/available-settings: what the PHP page offers (spec 2 §3 Settings) and the site's current PHP settings. */
export const availableSettingsRecordSchema = resourceObject('available-settings', {
  isLegacy: z.boolean(),
  /** Version -> its support status. */
  phpVersions: z.record(z.string(), z.string()),
  /** Memory limit in MB -> whether the caller may choose it. */
  phpMemoryLimitOptions: z.record(z.string(), z.boolean()),
  phpMemoryLimit: int,
  phpExtensions: z.array(z.strictObject({ id: z.string(), name: z.string(), enabled: z.boolean(), cli: z.boolean(), web: z.boolean() })),
  phpVersion: z.string(),
  phpTimezone: z.string(),
  separatePhpErrorLog: z.boolean(),
  phpWorkers: phpWorkerSettingsSchema,
  phpWorkerDefaults: phpWorkerSettingsSchema,
});

/** POST environments/{id}/purge_cache: what was purged. */
export const cachePurgeRecordSchema = resourceObject('cache-purges', {
  all: z.boolean(),
  tags: z.array(z.string()),
  files: z.array(z.string()),
  prefixes: z.array(z.string()),
  hosts: z.array(z.string()),
  type: z.enum(PURGE_TYPES).nullable(),
});

/** POST environments/{id}/reset-ssh-password: the new password, shown once, and where to use it. */
export const sshPasswordRecordSchema = resourceObject('ssh-passwords', {
  username: z.string(),
  password: z.string(),
  hostname: z.string().nullable(),
  port: int,
});
export type SshPasswordRecord = z.input<typeof sshPasswordRecordSchema>;

/** Malware protection (spec 2 §2.10); available on current sites of the configured hosts only. */
export const monarxRecordSchema = resourceObject('monarx', { enabled: z.boolean(), available: z.boolean() });
export type MonarxRecord = z.input<typeof monarxRecordSchema>;

/** A staff add-on of the catalogue as a site has it (spec 2 §6); its name is its id within the site. */
export const siteAddonRecordSchema = resourceObject('addons', {
  name: z.string(),
  title: z.string(),
  description: z.string(),
  added: z.boolean(),
  enabled: z.boolean(),
  addedAt: moment.nullable(),
});
export type SiteAddonRecord = z.input<typeof siteAddonRecordSchema>;

/** Spec 2 §3 Usage of a site: the monthly usage period, dynamic requests in it (millions) and storage today. */
export const siteUsageSchema = z.strictObject({
  billing_period: z.strictObject({ from: z.iso.datetime(), to: z.iso.datetime() }),
  dynamic_requests: z.strictObject({ used: z.number() }),
  storage: z.strictObject({ usedMb: z.number() }),
});
/** The units the usage numbers are in. */
export const usageUnitsMeta = z.strictObject({
  units: z.strictObject({ dynamic_requests: z.literal('millions'), storage: z.literal('MB'), multiplier: int }),
});
export const siteUsageDocument = z.strictObject({ data: siteUsageSchema, meta: usageUnitsMeta });
export type SiteUsage = z.input<typeof siteUsageSchema>;

/** A day's or an hour's value of a series; null where there is none. */
export const pointSchema = z.strictObject({ timestamp: z.iso.datetime(), value: z.number().nullable() });

/** Spec 1 §2 and spec 2 §2.12: the staff page of a site. */
export const adminSettingsRecordSchema = resourceObject('environment-admin-settings', {
  configurations: z.strictObject({ ...environmentAttributes, server: z.string().nullable() }),
  logs: z.strictObject({ accessLog: z.string(), errorLog: z.string(), phpErrorLog: z.string() }),
  dns: z.strictObject({ a: z.string().nullable(), aaaa: z.string().nullable(), cname: z.string().nullable() }),
  usage: siteUsageSchema,
  /** The names of the site's domains, ordered by name. */
  domains: z.array(z.string()),
  dynamicRequests: z.strictObject({ last30Days: z.number(), daily: z.array(pointSchema) }),
});
export const adminSettingsDocument = z.strictObject({ data: adminSettingsRecordSchema, meta: usageUnitsMeta });
export type AdminSettingsRecord = z.input<typeof adminSettingsRecordSchema>;
