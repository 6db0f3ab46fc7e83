import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { generatePassword } from '../auth/generatedPassword.js';
import { requireSitePermission } from '../auth/siteAccess.js';
import { hashToken } from '../auth/tokens.js';
import { CredentialsError, sandboxCredentials } from '../dataplane/credentials.js';
import { sandboxStatistics } from '../dataplane/statistics.js';
import { bolts, environments } from '../db/schema.js';
import { dualRoute } from '../http/dualRoute.js';
import { ApiError, badGateway } from '../http/errors.js';
import { idParams } from '../http/jsonapi.js';
import { usagePeriod } from '../../src/rules/billingTerm.js';
import { DYNAMIC_REQUESTS_MULTIPLIER } from '../../src/rules/plans.js';
import { DAY_MS, STATISTICS_DEFAULT_DAYS } from '../../src/rules/schemas/statistics.js';
import { effectiveSshAccess, siteHome, SSH_PORT } from '../../src/rules/site.js';
import { environmentRecord, findEnvironment } from './environmentRecord.js';
import { bucketsOf, dynamicRequestsBetween, inMillions, siteSeries } from './statisticsSeries.js';

const tags = ['environments'];
const credentials = sandboxCredentials;
const statistics = sandboxStatistics;

const USAGE_UNITS = { dynamic_requests: 'millions', storage: 'MB', multiplier: DYNAMIC_REQUESTS_MULTIPLIER };

// The specs give no texts for these; they follow the specs' tone.
const PASSWORD_LOGIN_OFF =
  'Password login is off for this site. Set its SSH access to password and keys first.';
const SSH_PASSWORD_FAILED = 'Could not reset the SSH password. Please try again later.';

/**
 * Spec 2 §3 Usage: the current monthly usage period (allowances are monthly whatever the billing
 * period), the site's dynamic requests in it so far and the storage it holds today.
 */
function siteUsage(siteId: number, boltCreatedAt: Date, now: number) {
  const period = usagePeriod({ createdAt: boltCreatedAt }, new Date(now));
  const today = Math.floor(now / DAY_MS);
  const used = dynamicRequestsBetween(statistics, [siteId], Math.floor(period.from.getTime() / DAY_MS), today);
  return {
    billing_period: { from: period.from.toISOString(), to: period.to.toISOString() },
    dynamic_requests: { used: inMillions(used) },
    storage: { usedMb: statistics.site(siteId, { day: today, hour: null }).storageMb },
  };
}

async function boltCreatedAt(app: FastifyInstance, boltId: number) {
  const [bolt] = await app.db.select({ createdAt: bolts.createdAt }).from(bolts).where(eq(bolts.id, boltId));
  return bolt.createdAt;
}

/** Site calls of spec 2 §7 and §2.12 beyond the record itself: SSH password, usage, admin settings. */
export async function environmentActionRoutes(app: FastifyInstance) {
  // The new password is answered once and kept only as its SHA-256: it has ~143 random bits, so a
  // slow hash would add nothing against guessing, as for the API's tokens.
  dualRoute(app, 'POST', 'environments/:id/reset-ssh-password', { params: idParams, tags }, async ({ params }, { user, asAdmin }) => {
    const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
    const site = await findEnvironment(app.db, siteId);
    if (effectiveSshAccess(site.sshAccess, site.ssh) !== 'password_and_keys') {
      throw new ApiError(422, [
        { status: '422', code: 'password_login_off', title: 'Invalid action', detail: PASSWORD_LOGIN_OFF, source: { pointer: '/data' } },
      ]);
    }
    const password = generatePassword();
    await app.db.transaction(async (tx) => {
      await tx.update(environments).set({ sshPasswordHash: hashToken(password) }).where(eq(environments.id, siteId));
      await credentials.setSshPassword({ name: site.name, title: site.title, hostname: site.hostname }, password).catch((error: unknown) => {
        throw error instanceof CredentialsError ? badGateway(SSH_PASSWORD_FAILED) : error;
      });
    });
    return {
      data: {
        id: String(siteId),
        type: 'ssh-passwords',
        attributes: { username: site.name, password, hostname: site.hostname, port: SSH_PORT },
      },
    };
  });

  dualRoute(app, 'GET', 'environments/:id/usage', { params: idParams, tags }, async ({ params }, { user, asAdmin }) => {
    const { siteId, boltId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'view');
    return { data: siteUsage(siteId, await boltCreatedAt(app, boltId), Date.now()), meta: { units: USAGE_UNITS } };
  });

  // Spec 1 §2 and spec 2 §2.12: the staff page's blocks. There are no domains yet, so none show.
  dualRoute(
    app,
    'GET',
    'environments/:id/admin-settings',
    { params: idParams, tags },
    async ({ params }, { user, asAdmin }) => {
      const { siteId, boltId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'view');
      const site = await findEnvironment(app.db, siteId);
      const now = Date.now();
      const today = Math.floor(now / DAY_MS);
      const home = siteHome(site.isLegacy, boltId, site.name);
      const range = { fromDay: today - STATISTICS_DEFAULT_DAYS + 1, toDay: today, resolution: 'day' as const };
      const daily = siteSeries(statistics, [siteId], 'dynamic-requests', bucketsOf(range, now));
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
            dns: { a: site.ip, aaaa: null, cname: site.hostname },
            usage: siteUsage(siteId, await boltCreatedAt(app, boltId), now),
            domains: [],
            dynamicRequests: {
              last30Days: inMillions(dynamicRequestsBetween(statistics, [siteId], range.fromDay, range.toDay)),
              daily,
            },
          },
        },
        meta: { units: USAGE_UNITS },
      };
    },
    { customer: false },
  );
}
