import { and, desc, eq, gte, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import { bolts, certificates, domains, environments, siteGit, wordpressRuns } from '../db/schema.js';
import {
  CERTIFICATE_RUNNING_STATUSES,
  certificateJobState,
  deployJobState,
  JOBS_LIMIT,
  wordpressJobState,
  type JobState,
} from '../../src/rules/jobs.js';
import { visibleBolts } from './certificateRecords.js';
import { jobRecord } from './jobRecord.js';
import type { Job, JobFinder } from './jobs.js';

/** The panel's pages of a site, as search results name them (services/searchFinders.ts). */
export const sitePath = (boltId: number, siteId: number) => `/bolts/${boltId}/environments/${siteId}`;
export const domainSettingsPath = (boltId: number, siteId: number, domain: { id: number; name: string }) =>
  `${sitePath(boltId, siteId)}/domains/settings/${encodeURIComponent(domain.name)}/${domain.id}`;

/** The reason is the record's own words, given only for a failure (a success's message is not a reason). */
const reasonOf = (state: JobState, message: string | null) => (state === 'failed' ? message : null);

/** Running rows first, then by the moment that orders them (start while running, else end), as compareJobs does. */
const trayOrder = (running: ReturnType<typeof sql>, sortAt: ReturnType<typeof sql>) => [desc(sql`(${running})`), desc(sortAt)];

const certificateRunning = inArray(certificates.status, CERTIFICATE_RUNNING_STATUSES);
/** An issued certificate ended when it was issued; a failed order at its last write, the failure. */
const certificateEndedAt =
  sql<Date>`(case when ${certificates.status} = 'ACTIVE' then ${certificates.issuedAt} else ${certificates.updatedAt} end)`.mapWith(
    certificates.updatedAt,
  );
const certificateEnded = or(
  eq(certificates.status, 'ACTIVE'),
  eq(certificates.status, 'CANNOT_RENEW'),
  sql`left(${certificates.status}, 7) = 'FAILED_'`,
);
/** The domain the certificate serves, else the site's domain of its name: the page that shows its orders. */
const certificateDomain = sql`coalesce(${certificates.domainId}, (select d.id from ${domains} d where d.environment_id = ${certificates.environmentId} and d.name = ${certificates.domain}))`;

/** Certificate orders and renewals (spec 1 §4): imported certificates are no one's work. */
export const certificateJobs: JobFinder = async (db, { user, asAdmin, since }) => {
  const rows = await db
    .select({
      id: certificates.id,
      domain: certificates.domain,
      isWildcard: certificates.isWildcard,
      status: certificates.status,
      statusMessage: certificates.statusMessage,
      createdAt: certificates.createdAt,
      endedAt: certificateEndedAt,
      siteId: certificates.environmentId,
      boltId: environments.boltId,
      domainId: domains.id,
      domainName: domains.name,
    })
    .from(certificates)
    .innerJoin(environments, eq(environments.id, certificates.environmentId))
    .innerJoin(bolts, eq(bolts.id, environments.boltId))
    .leftJoin(domains, eq(domains.id, certificateDomain))
    .where(
      and(
        visibleBolts(db, user, asAdmin),
        ne(certificates.type, 'EXTERNAL'),
        or(certificateRunning, and(certificateEnded, gte(certificateEndedAt, since))),
      ),
    )
    .orderBy(
      ...trayOrder(sql`${certificateRunning}`, sql`(case when ${certificateRunning} then ${certificates.createdAt} else ${certificateEndedAt} end)`),
    )
    .limit(JOBS_LIMIT);
  return rows.flatMap((row): Job[] => {
    const state = certificateJobState(row.status);
    if (!state) return [];
    const page =
      row.domainId !== null && row.domainName !== null
        ? domainSettingsPath(row.boltId, row.siteId, { id: row.domainId, name: row.domainName })
        : null;
    return [
      jobRecord('certificate', row.id, {
        title: row.isWildcard ? `*.${row.domain}` : row.domain,
        state,
        status: row.status,
        reason: reasonOf(state, row.statusMessage),
        started_at: row.createdAt,
        finished_at: state === 'running' ? null : row.endedAt,
        path: page ?? `${sitePath(row.boltId, row.siteId)}/domains`,
      }),
    ];
  });
};

const deploying = eq(siteGit.lastStatus, 'deploying');

/** Git deployments (spec 2 §2.4): a site's last one, recent by its end (by its start while it runs). */
export const deployJobs: JobFinder = async (db, { user, asAdmin, since }) => {
  const rows = await db
    .select({
      siteId: siteGit.environmentId,
      title: environments.title,
      boltId: environments.boltId,
      status: siteGit.lastStatus,
      message: siteGit.lastMessage,
      trigger: siteGit.lastTrigger,
      finishedAt: siteGit.lastFinishedAt,
    })
    .from(siteGit)
    .innerJoin(environments, eq(environments.id, siteGit.environmentId))
    .innerJoin(bolts, eq(bolts.id, environments.boltId))
    .where(
      and(
        visibleBolts(db, user, asAdmin),
        isNotNull(siteGit.lastStatus),
        isNotNull(siteGit.lastTrigger),
        or(deploying, gte(sql`coalesce(${siteGit.lastFinishedAt}, ${siteGit.lastTrigger})`, since)),
      ),
    )
    .orderBy(...trayOrder(sql`${deploying}`, sql`${siteGit.lastTrigger}`))
    .limit(JOBS_LIMIT);
  return rows.map((row) => {
    const status = row.status as 'deploying' | 'deployed' | 'failed';
    const state = deployJobState(status);
    return jobRecord('deploy', row.siteId, {
      title: row.title,
      state,
      status,
      reason: reasonOf(state, row.message),
      started_at: row.trigger!,
      finished_at: state === 'running' ? null : row.finishedAt,
      path: `${sitePath(row.boltId, row.siteId)}/git`,
    });
  });
};

const wordpressRunning = eq(wordpressRuns.status, 'running');

/** WordPress installs and optimizations (spec 2 §7): a site's last run of each. */
export const wordpressJobs: JobFinder = async (db, { user, asAdmin, since }) => {
  const rows = await db
    .select({
      siteId: wordpressRuns.environmentId,
      title: environments.title,
      boltId: environments.boltId,
      action: wordpressRuns.action,
      status: wordpressRuns.status,
      message: wordpressRuns.message,
      startedAt: wordpressRuns.startedAt,
      finishedAt: wordpressRuns.finishedAt,
    })
    .from(wordpressRuns)
    .innerJoin(environments, eq(environments.id, wordpressRuns.environmentId))
    .innerJoin(bolts, eq(bolts.id, environments.boltId))
    .where(and(visibleBolts(db, user, asAdmin), or(wordpressRunning, gte(wordpressRuns.finishedAt, since))))
    .orderBy(...trayOrder(sql`${wordpressRunning}`, sql`coalesce(${wordpressRuns.finishedAt}, ${wordpressRuns.startedAt})`))
    .limit(JOBS_LIMIT);
  return rows.map((row) => {
    const state = wordpressJobState(row.status);
    return jobRecord('wordpress', `${row.action}-${row.siteId}`, {
      action: row.action,
      title: row.title,
      state,
      status: row.status,
      reason: reasonOf(state, row.message),
      started_at: row.startedAt,
      finished_at: state === 'running' ? null : row.finishedAt,
      path: `${sitePath(row.boltId, row.siteId)}/overview`,
    });
  });
};
