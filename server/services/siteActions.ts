import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { generatePassword } from '../auth/generatedPassword.js';
import { hashToken } from '../auth/tokens.js';
import { CredentialsError, sandboxCredentials } from '../dataplane/credentials.js';
import { measuredSite, type MetricsTime, type StoredSite } from '../dataplane/measuredSites.js';
import { sandboxStatistics } from '../dataplane/statistics.js';
import { usageDays } from '../dataplane/usage.js';
import type { DbOrTx } from '../db/client.js';
import { bolts, environments } from '../db/schema.js';
import { ApiError, badGateway } from '../http/errors.js';
import { bucketsOf, dynamicRequestsBetween, inMillions, siteSeries } from '../routes/statisticsSeries.js';
import { DYNAMIC_REQUESTS_MULTIPLIER } from '../../src/rules/plans.js';
import type {
  adminSettingsDocument,
  siteUsageDocument,
  siteUsageSchema,
  sshPasswordRecordSchema,
} from '../../src/rules/schemas/records/environment.js';
import { DAY_MS, STATISTICS_DEFAULT_DAYS } from '../../src/rules/schemas/statistics.js';
import { effectiveSshAccess, siteHome, SSH_PORT } from '../../src/rules/site.js';
import { environmentRecord, findEnvironment } from './environments.js';

const credentials = sandboxCredentials;
const statistics = sandboxStatistics;

const USAGE_UNITS = { dynamic_requests: 'millions', storage: 'MB', multiplier: DYNAMIC_REQUESTS_MULTIPLIER } as const;

// The specs give no texts for these; they follow the specs' tone.
const PASSWORD_LOGIN_OFF = 'Password login is off for this site. Set its SSH access to password and keys first.';
const SSH_PASSWORD_FAILED = 'Could not reset the SSH password. Please try again later.';

/**
 * Spec 2 §3 Usage: the current monthly usage period (allowances are monthly whatever the billing
 * period), the site's dynamic requests in it so far and the storage it holds today.
 */
function siteUsage(site: StoredSite, boltCreatedAt: Date, time: MetricsTime): z.output<typeof siteUsageSchema> {
  const { period, fromDay, today } = usageDays({ createdAt: boltCreatedAt }, time);
  const measured = measuredSite(site, time);
  return {
    billing_period: { from: period.from.toISOString(), to: period.to.toISOString() },
    dynamic_requests: { used: inMillions(dynamicRequestsBetween(statistics, [measured], fromDay, today)) },
    storage: { usedMb: statistics.site(measured, { day: today, hour: null }).storageMb },
  };
}

async function boltCreatedAt(db: DbOrTx, boltId: number) {
  const [bolt] = await db.select({ createdAt: bolts.createdAt }).from(bolts).where(eq(bolts.id, boltId));
  return bolt.createdAt;
}

/**
 * A new SSH password for the site, answered once and kept only as its SHA-256: it has ~143 random
 * bits, so a slow hash would add nothing against guessing, as for the API's tokens.
 */
export async function resetSshPassword(db: DbOrTx, siteId: number): Promise<z.output<typeof sshPasswordRecordSchema>> {
  const site = await findEnvironment(db, siteId);
  if (effectiveSshAccess(site.sshAccess, site.ssh) !== 'password_and_keys') {
    throw new ApiError(422, [
      { status: '422', code: 'password_login_off', title: 'Invalid action', detail: PASSWORD_LOGIN_OFF, source: { pointer: '/data' } },
    ]);
  }
  const password = generatePassword();
  await db.transaction(async (tx) => {
    await tx
      .update(environments)
      .set({ sshPasswordHash: hashToken(password) })
      .where(eq(environments.id, siteId));
    await credentials.setSshPassword({ name: site.name, title: site.title, hostname: site.hostname }, password).catch((error: unknown) => {
      throw error instanceof CredentialsError ? badGateway(SSH_PASSWORD_FAILED, error) : error;
    });
  });
  return {
    id: String(siteId),
    type: 'ssh-passwords',
    attributes: { username: site.name, password, hostname: site.hostname, port: SSH_PORT },
  };
}

/** GET environments/{id}/usage, read from the metrics at `time`. */
export async function usageOfSite(db: DbOrTx, siteId: number, boltId: number, time: MetricsTime): Promise<z.output<typeof siteUsageDocument>> {
  const [site] = await db.select({ id: environments.id, createdAt: environments.createdAt }).from(environments).where(eq(environments.id, siteId));
  return { data: siteUsage(site, await boltCreatedAt(db, boltId), time), meta: { units: USAGE_UNITS } };
}

/** Spec 1 §2 and spec 2 §2.12: the staff page's blocks, with the site's metrics at `time`. */
export async function adminSettings(db: DbOrTx, siteId: number, boltId: number, time: MetricsTime): Promise<z.output<typeof adminSettingsDocument>> {
  const site = await findEnvironment(db, siteId);
  const measured = measuredSite(site, time);
  const today = Math.floor(time.now / DAY_MS);
  const home = siteHome(site.isLegacy, boltId, site.name);
  const range = { fromDay: today - STATISTICS_DEFAULT_DAYS + 1, toDay: today, resolution: 'day' as const };
  const daily = siteSeries(statistics, [measured], 'dynamic-requests', bucketsOf(range, time.now));
  return {
    data: {
      id: String(siteId),
      type: 'environment-admin-settings',
      attributes: {
        configurations: { ...environmentRecord(site, true).attributes, server: site.serverName },
        logs: {
          accessLog: `${home}/logs/access.log`,
          errorLog: `${home}/logs/error.log`,
          phpErrorLog: `${home}/logs/php_error.log`,
        },
        dns: { a: site.ip, aaaa: site.ipv6, cname: site.hostname },
        usage: siteUsage(site, await boltCreatedAt(db, boltId), time),
        domains: site.domains,
        dynamicRequests: {
          last30Days: inMillions(dynamicRequestsBetween(statistics, [measured], range.fromDay, range.toDay)),
          daily,
        },
      },
    },
    meta: { units: USAGE_UNITS },
  };
}
