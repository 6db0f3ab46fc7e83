import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { deployKeyPair } from '../auth/deployKey.js';
import type { AuthUser } from '../auth/session.js';
import { requireSitePermission } from '../auth/siteAccess.js';
import { sandboxGit } from '../dataplane/git.js';
import type { Db } from '../db/client.js';
import { environments, siteGit } from '../db/schema.js';
import { dualRoute } from '../http/dualRoute.js';
import { notFound } from '../http/errors.js';
import { idParams, writeBody } from '../http/jsonapi.js';
import { deployKeySettingsUrl, deploymentUrl, GIT_PATH_PREFIX, repositoryWebUrl } from '../../src/rules/git.js';
import { gitBranchSchema, gitConnectSchema } from '../../src/rules/schemas/git.js';

const tags = ['git'];
const git = sandboxGit;

type GitRow = typeof siteGit.$inferSelect;

/** A site's git config (spec 2 §3), the webhook to give the repository and the deploy key's place. */
export function gitRecord(row: GitRow, apiKey: string, now = new Date()) {
  return {
    id: String(row.environmentId),
    type: 'git',
    attributes: {
      repodef: row.repodef,
      branch: row.branch,
      localpath: row.localpath,
      deployPath: `${GIT_PATH_PREFIX}${row.localpath}`,
      connected: row.connected,
      last_trigger: row.lastTrigger,
      last_status: git.deployState(row, now),
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
export async function findGit(db: Db, siteId: number, lock = false) {
  const query = db
    .select({ git: siteGit, apiKey: environments.apiKey, name: environments.name })
    .from(environments)
    .leftJoin(siteGit, eq(siteGit.environmentId, environments.id))
    .where(eq(environments.id, siteId));
  const [row] = lock ? await query.for('update', { of: environments }) : await query;
  if (!row) throw notFound();
  return row;
}

/** The git row of a site with a repository saved; a site without one has nothing to act on. */
export async function gitWithRepository(db: Db, siteId: number, lock = false) {
  const row = await findGit(db, siteId, lock);
  const git = row.git;
  if (!git?.repodef) throw notFound();
  return { ...row, git: { ...git, repodef: git.repodef } };
}

const newKeys = (siteName: string) => {
  const keys = deployKeyPair(`site-${siteName}`);
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
};

/** Spec 2 §2.4 and §7: the git config of a site, its deploy key and the connection check. */
export async function gitRoutes(app: FastifyInstance) {
  const site = (raw: string, user: AuthUser, asAdmin: boolean) =>
    requireSitePermission(app.db, user, raw, asAdmin, 'manageSites');

  // No repository is `data: null` rather than a 404, so the page can tell "none" from "no site".
  dualRoute(app, 'GET', 'environments/:id/git', { params: idParams, tags }, async ({ params }, { user, asAdmin }) => {
    const { siteId } = await site(params.id, user, asAdmin);
    const row = await findGit(app.db, siteId);
    return { data: row.git?.repodef ? gitRecord(row.git, row.apiKey) : null };
  });

  // A new key replaces the old one, which the repository no longer needs to trust, so the
  // connection has to be checked again.
  dualRoute(app, 'POST', 'environments/:id/git/generate-deploy-key', { params: idParams, tags }, async ({ params }, { user, asAdmin }) => {
    const { siteId } = await site(params.id, user, asAdmin);
    const data = await app.db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const { name, apiKey } = await findGit(tx, siteId, true);
      const keys = newKeys(name);
      const [row] = await tx
        .insert(siteGit)
        .values({ environmentId: siteId, ...keys })
        .onConflictDoUpdate({ target: siteGit.environmentId, set: { ...keys, connected: false } })
        .returning();
      return gitRecord(row, apiKey);
    });
    return { data };
  });

  // Saving a repository makes the deploy key if the site has none yet, so the wizard's next step
  // can show it. Another repository starts over: unchecked, with no deployments of its own.
  dualRoute(
    app,
    'POST',
    'environments/:id/git',
    { params: idParams, body: writeBody('git', gitConnectSchema), tags },
    async ({ params, body }, { user, asAdmin, reply }) => {
      const { siteId } = await site(params.id, user, asAdmin);
      const { repodef, branch, localpath } = body.data.attributes;
      const { created, data } = await app.db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const found = await findGit(tx, siteId, true);
        const before = found.git;
        const sameRepository = before?.repodef === repodef;
        const fresh = sameRepository ? {} : { connected: false, lastTrigger: null, lastStatus: null, lastMessage: null, commit: null };
        const [row] = before
          ? await tx.update(siteGit).set({ repodef, branch, localpath, ...fresh }).where(eq(siteGit.environmentId, siteId)).returning()
          : await tx.insert(siteGit).values({ environmentId: siteId, repodef, branch, localpath, ...newKeys(found.name) }).returning();
        return { created: !before?.repodef, data: gitRecord(row, found.apiKey) };
      });
      return reply.code(created ? 201 : 200).send({ data });
    },
  );

  dualRoute(
    app,
    'PUT',
    'environments/:id/git',
    { params: idParams, body: writeBody('git', gitBranchSchema), tags },
    async ({ params, body }, { user, asAdmin }) => {
      const { siteId } = await site(params.id, user, asAdmin);
      const data = await app.db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const { apiKey } = await gitWithRepository(tx, siteId, true);
        const [row] = await tx
          .update(siteGit)
          .set({ branch: body.data.attributes.branch })
          .where(eq(siteGit.environmentId, siteId))
          .returning();
        return gitRecord(row, apiKey);
      });
      return { data };
    },
  );

  dualRoute(app, 'DELETE', 'environments/:id/git', { params: idParams, tags }, async ({ params }, { user, asAdmin, reply }) => {
    const { siteId } = await site(params.id, user, asAdmin);
    await app.db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      await gitWithRepository(tx, siteId, true);
      await tx.delete(siteGit).where(eq(siteGit.environmentId, siteId));
    });
    return reply.code(204).send();
  });

  // A failed check is an answer, not an error: the wizard stays on the deploy-key step and says so.
  dualRoute(app, 'POST', 'environments/:id/git/test-connection', { params: idParams, tags }, async ({ params }, { user, asAdmin }) => {
    const { siteId } = await site(params.id, user, asAdmin);
    return app.db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const { git: row } = await gitWithRepository(tx, siteId, true);
      const outcome = await git.testConnection({ repodef: row.repodef, publicKey: row.publicKey });
      await tx.update(siteGit).set({ connected: outcome.success }).where(eq(siteGit.environmentId, siteId));
      return { data: outcome };
    });
  });
}
