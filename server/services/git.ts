import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { liveBolt } from '../auth/boltAccess.js';
import { deployKeyPair } from '../auth/deployKey.js';
import { sandboxGit } from '../dataplane/git.js';
import { sandboxSiteConfig, SiteConfigError, type SiteRef } from '../dataplane/siteConfig.js';
import type { DbOrTx } from '../db/client.js';
import { inTransaction } from '../jobs/transaction.js';
import type { SendJob } from '../jobs/types.js';
import { bolts, environments, siteGit } from '../db/schema.js';
import { badGateway, notFound, unauthorized } from '../http/errors.js';
import { parseId } from '../http/jsonapi.js';
import { deployKeySettingsUrl, deploymentUrl, GIT_PATH_PREFIX, repositoryWebUrl } from '../../src/rules/git.js';
import { gitMessages, type gitConnectSchema, type gitUpdateSchema } from '../../src/rules/schemas/git.js';
import type { DEPLOY_STATES, gitOutcomeDocument, gitRecordSchema } from '../../src/rules/schemas/records/git.js';

const git = sandboxGit;
const siteConfig = sandboxSiteConfig;

type GitRow = typeof siteGit.$inferSelect;

/** A site's git config (spec 2 §3), the webhook to give the repository and the deploy key's place. */
export function gitRecord(row: GitRow, apiKey: string): z.output<typeof gitRecordSchema> {
  return {
    id: String(row.environmentId),
    type: 'git',
    attributes: {
      repodef: row.repodef,
      branch: row.branch,
      localpath: row.localpath,
      deployPath: `${GIT_PATH_PREFIX}${row.localpath}`,
      connected: row.connected,
      autopull: row.autopull,
      last_trigger: row.lastTrigger,
      last_status: row.lastStatus as (typeof DEPLOY_STATES)[number] | null,
      last_message: row.lastMessage,
      commit: row.commit,
      publickey: row.publicKey,
      repositoryUrl: repositoryWebUrl(row.repodef),
      deployKeySettingsUrl: deployKeySettingsUrl(row.repodef),
      deploymentUrl: deploymentUrl(row.environmentId, apiKey),
    },
  };
}

/** The site's git row (locked for the rest of the transaction when `lock`), with its API key. */
async function findGit(db: DbOrTx, siteId: number, lock = false) {
  const query = db
    .select({ git: siteGit, apiKey: environments.apiKey, name: environments.name, title: environments.title })
    .from(environments)
    .leftJoin(siteGit, eq(siteGit.environmentId, environments.id))
    .where(eq(environments.id, siteId));
  const [row] = lock ? await query.for('update', { of: environments }) : await query;
  if (!row) throw notFound();
  return row;
}

/** The git row of a site with a repository saved; a site without one has nothing to act on. */
async function gitWithRepository(db: DbOrTx, siteId: number, lock = false) {
  const row = await findGit(db, siteId, lock);
  const found = row.git;
  if (!found?.repodef) throw notFound();
  return { ...row, git: { ...found, repodef: found.repodef } };
}

/**
 * The site's server deploys from the repository, branch and path of its configuration, so a change
 * to them is rebuilt there before it is kept. A refusal (sandbox: a site titled `fail-…`,
 * server/dataplane/siteConfig.ts) rolls the change back and says the spec 2 §8 `failure` text.
 */
const rebuildOnServer = (site: SiteRef, failure: string) =>
  siteConfig.rebuild(site, null).catch((error: unknown) => {
    throw error instanceof SiteConfigError ? badGateway(failure, error) : error;
  });

const newKeys = (siteName: string) => {
  const keys = deployKeyPair(`site-${siteName}`);
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
};

/** The site's repository; null (not a 404) without one, so the page can tell "none" from "no site". */
export async function repositoryOf(db: DbOrTx, siteId: number) {
  const row = await findGit(db, siteId);
  return row.git?.repodef ? gitRecord(row.git, row.apiKey) : null;
}

/**
 * A new deploy key replaces the old one, which the repository no longer needs to trust, so the
 * connection has to be checked again.
 */
export const generateDeployKey = (db: DbOrTx, siteId: number) =>
  db.transaction(async (tx) => {
    const { name, apiKey } = await findGit(tx, siteId, true);
    const keys = newKeys(name);
    const [row] = await tx
      .insert(siteGit)
      .values({ environmentId: siteId, ...keys })
      .onConflictDoUpdate({ target: siteGit.environmentId, set: { ...keys, connected: false } })
      .returning();
    return gitRecord(row, apiKey);
  });

/**
 * Saving a repository makes the deploy key if the site has none yet, so the wizard's next step can
 * show it. Another repository starts over: unchecked, with no deployments of its own. `created` is
 * true when the site had no repository before.
 */
export const saveRepository = (db: DbOrTx, siteId: number, { repodef, branch, localpath }: z.output<typeof gitConnectSchema>) =>
  db.transaction(async (tx) => {
    const found = await findGit(tx, siteId, true);
    const before = found.git;
    const sameRepository = before?.repodef === repodef;
    const fresh = sameRepository
      ? {}
      : { connected: false, lastTrigger: null, lastStatus: null, lastMessage: null, lastFinishedAt: null, commit: null };
    const [row] = before
      ? await tx
          .update(siteGit)
          .set({ repodef, branch, localpath, ...fresh })
          .where(eq(siteGit.environmentId, siteId))
          .returning()
      : await tx
          .insert(siteGit)
          .values({ environmentId: siteId, repodef, branch, localpath, ...newKeys(found.name) })
          .returning();
    await rebuildOnServer(found, gitMessages.addFailed);
    return { created: !before?.repodef, data: gitRecord(row, found.apiKey) };
  });

/** PUT environments/{id}/git: the branch to deploy and whether a push deploys it (spec 2 §3 git.autopull). */
export const updateRepository = (db: DbOrTx, siteId: number, update: z.output<typeof gitUpdateSchema>) =>
  db.transaction(async (tx) => {
    const site = await gitWithRepository(tx, siteId, true);
    const [row] = await tx.update(siteGit).set(update).where(eq(siteGit.environmentId, siteId)).returning();
    await rebuildOnServer(site, gitMessages.updateFailed);
    return gitRecord(row, site.apiKey);
  });

export const removeRepository = (db: DbOrTx, siteId: number) =>
  db.transaction(async (tx) => {
    const site = await gitWithRepository(tx, siteId, true);
    await tx.delete(siteGit).where(eq(siteGit.environmentId, siteId));
    await rebuildOnServer(site, gitMessages.deleteFailed);
  });

/** A failed check is an answer, not an error: the wizard stays on the deploy-key step and says so. */
export const testConnection = (db: DbOrTx, siteId: number): Promise<z.output<typeof gitOutcomeDocument>> =>
  db.transaction(async (tx) => {
    const { git: row } = await gitWithRepository(tx, siteId, true);
    const outcome = await git.testConnection({ repodef: row.repodef, publicKey: row.publicKey });
    await tx.update(siteGit).set({ connected: outcome.success }).where(eq(siteGit.environmentId, siteId));
    return { data: outcome };
  });

/** The git-deploy job (server/jobs/git.ts), and where it goes once its retries are spent. */
export const GIT_DEPLOY = 'git-deploy';
export const GIT_DEPLOY_FAILED = 'git-deploy-failed';

/** A deployment for the job: the site, and its trigger, which tells this deployment from a later one. */
export interface DeployJob {
  siteId: number;
  trigger: string;
}

/**
 * The deploy webhook (a push): deploys only while "Deploy on every push" is on (spec 2 §3
 * git.autopull); off, it answers so and deploys nothing.
 */
export async function deployOnPush(db: DbOrTx, send: SendJob, siteId: number) {
  const { git: row } = await gitWithRepository(db, siteId);
  if (!row.autopull) return { success: false as const, message: gitMessages.autopullOff };
  return deploy(db, send, siteId);
}

/**
 * Spec 2 §2.4 "Deploy now" and the webhook: marks the site deploying and queues the git-deploy job
 * with the change, so the answer (spec 2 §7 data.success, data.message) comes at once and the
 * deployment runs (and survives a restart) in the queue. One deployment at a time per site.
 */
export async function deploy(db: DbOrTx, send: SendJob, siteId: number): Promise<{ success: boolean; message: string }> {
  return db.transaction(async (tx) => {
    const { git: row } = await gitWithRepository(tx, siteId, true);
    // A repository the wizard saved but never tested is not connected, and is not deployed from.
    if (!row.connected) return { success: false, message: gitMessages.notConnected };
    if (row.lastStatus === 'deploying') return { success: false, message: gitMessages.inProgress };
    const trigger = new Date();
    await tx.update(siteGit).set({ lastTrigger: trigger, lastStatus: 'deploying', lastFinishedAt: null }).where(eq(siteGit.environmentId, siteId));
    const job: DeployJob = { siteId, trigger: trigger.toISOString() };
    await send(GIT_DEPLOY, job, { singletonKey: `git-deploy-${siteId}`, db: inTransaction(tx) });
    return { success: true, message: gitMessages.started(row.branch) };
  });
}

/** The deploying state of exactly this trigger: a later deployment, or a repository removed or changed, is not this job's. */
const deploying = (siteId: number, trigger: Date) =>
  and(eq(siteGit.environmentId, siteId), eq(siteGit.lastStatus, 'deploying'), eq(siteGit.lastTrigger, trigger));

/**
 * The git-deploy job: runs the deployment on the site's server and records how it went, on success
 * the commit and its message, on failure the git host's reason. Run again (a retry after a
 * restart), it deploys again only while that trigger is still deploying.
 */
export async function runDeploy(db: DbOrTx, { siteId, trigger }: DeployJob) {
  const at = new Date(trigger);
  const [row] = await db.select().from(siteGit).where(deploying(siteId, at));
  if (!row?.repodef) return;
  const outcome = await git.deploy({ repodef: row.repodef, branch: row.branch, localpath: row.localpath }, at);
  await db
    .update(siteGit)
    .set(
      outcome.success
        ? { lastStatus: 'deployed', lastMessage: outcome.message, commit: outcome.commit, lastFinishedAt: new Date() }
        : { lastStatus: 'failed', lastMessage: outcome.message, lastFinishedAt: new Date() },
    )
    .where(deploying(siteId, at));
}

/** A deployment whose job could not run at all (its retries spent) ends failed, so the next can start. */
export async function deployFailed(db: DbOrTx, { siteId, trigger }: DeployJob) {
  await db
    .update(siteGit)
    .set({ lastStatus: 'failed', lastMessage: gitMessages.notRun, lastFinishedAt: new Date() })
    .where(deploying(siteId, new Date(trigger)));
}

const sameKey = (given: string, expected: string) => {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The webhook's caller is a git host, not a person: it proves itself with the site's API key. A
 * wrong key and an unknown (or archived) site get the same 404, so the answer tells nothing about
 * which sites exist.
 */
export async function siteOfToken(db: DbOrTx, rawId: string, token: string | undefined): Promise<number> {
  if (!token) throw unauthorized('An api_token is required.');
  const siteId = parseId(rawId);
  const [site] =
    siteId === null
      ? []
      : await db
          .select({ apiKey: environments.apiKey })
          .from(environments)
          .innerJoin(bolts, eq(bolts.id, environments.boltId))
          .where(and(eq(environments.id, siteId), liveBolt));
  if (!site || !sameKey(token, site.apiKey)) throw notFound();
  return siteId!;
}
