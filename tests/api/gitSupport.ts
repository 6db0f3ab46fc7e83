import { asc, count, eq } from 'drizzle-orm';
import { environments, siteGit } from '../../server/db/schema';
import { signedInServer, type Who } from './signedInServer';

/**
 * What the git API tests (git.test.ts, gitDeploy.test.ts) share: a server whose git-deploy job is
 * picked up fast, its callers, their sites and the calls. Each test file has its own server.
 */
export type { Who };
type Site = typeof environments.$inferSelect;

// The git-deploy job is picked up within half a second.
const server = signedInServer({ type: 'git', config: { jobPollingSeconds: 0.5 } });
/** Sites of Acme's Bolt 1 (customer@demo.test) and of Other Media's Bolt 5 (other@demo.test). */
export const sites = {} as { own: Site; spare: Site; others: Site };
export const REPO = 'git@github.com:octocat/Hello-World.git';

export const { app, call, db, tokens } = server;
export const sitesOf = (boltId: number) => db().select().from(environments).where(eq(environments.boltId, boltId)).orderBy(asc(environments.id));

/** Starts this file's server before its tests and stops it after them. */
export const useGitServer = () =>
  server.use(async () => {
    [sites.own, sites.spare] = await sitesOf(1);
    [sites.others] = await sitesOf(5);
  });

export const gitRow = async (siteId: number) => (await db().select().from(siteGit).where(eq(siteGit.environmentId, siteId)))[0];
export const gitRows = async () => Number((await db().select({ n: count() }).from(siteGit))[0].n);

/** The repository page's state, polled until `done` (the deployment runs as a job), for at most 20 s. */
async function gitUntil(siteId: number, done: (attributes: Record<string, unknown>) => boolean, who: Who = 'customer') {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const attributes = (await call(who, 'GET', `/v1/${who === 'staff' ? 'admin/' : ''}environments/${siteId}/git`)).json().data.attributes;
    if (done(attributes)) return attributes;
    if (Date.now() > deadline) throw new Error(`the deployment did not settle: ${JSON.stringify(attributes)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
/** Waits for the site's deployment to end, so the next may start. */
export const settled = (siteId: number, who: Who = 'customer') => gitUntil(siteId, (attributes) => attributes.last_status !== 'deploying', who);
