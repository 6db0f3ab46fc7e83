import { and, asc, eq, exists, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { liveBolt } from '../auth/boltAccess.js';
import type { AuthUser } from '../auth/session.js';
import type { DbOrTx } from '../db/client.js';
import { boltMembers, bolts, certificates, domains, environments, siteGit, sshKeys, users } from '../db/schema.js';
import { START_LEARNING_STEPS, type StartLearningStep } from '../../src/rules/profile.js';

/**
 * Spec 1 §7 GET start-learning: the onboarding the landing offers a new customer. Each step is done
 * or not by the account's own data (its live Bolts and their sites), and links to where it is done:
 * the account's first site where a step belongs to a site, the Bolt creation while there is none.
 */
export async function startLearning(db: DbOrTx, user: AuthUser) {
  const accountBolts = db
    .select({ id: bolts.id })
    .from(bolts)
    .where(and(eq(bolts.accountId, user.accountId), liveBolt));
  const accountSites = db.select({ id: environments.id }).from(environments).where(inArray(environments.boltId, accountBolts));
  const any = (query: SQL) => sql<boolean>`${query}`;

  const [facts] = await db
    .select({
      createBolt: any(exists(accountBolts)),
      // Domains the customer added; the panel's own (not deletable) ones do not count.
      addDomain: any(
        exists(
          db
            .select()
            .from(domains)
            .where(and(inArray(domains.environmentId, accountSites), eq(domains.deletable, true))),
        ),
      ),
      setUpSsl: any(
        exists(
          db
            .select()
            .from(certificates)
            .where(and(inArray(certificates.environmentId, accountSites), eq(certificates.status, 'ACTIVE'))),
        ),
      ),
      // A repository counts once its connection test passed (spec 2 §2.4), not when the wizard saved it.
      connectGit: any(
        exists(
          db
            .select()
            .from(siteGit)
            .where(and(inArray(siteGit.environmentId, accountSites), eq(siteGit.connected, true))),
        ),
      ),
      addSshKey: any(exists(db.select().from(sshKeys).where(eq(sshKeys.accountId, user.accountId)))),
      turnOnMfa: any(
        exists(
          db
            .select()
            .from(users)
            .where(and(eq(users.id, user.id), isNotNull(users.mfaEnabledAt))),
        ),
      ),
      inviteUser: any(
        exists(
          db
            .select()
            .from(boltMembers)
            .where(and(inArray(boltMembers.boltId, accountBolts), ne(boltMembers.role, 'owner'))),
        ),
      ),
    })
    .from(sql`(select 1) as one`);

  const [firstSite] = await db
    .select({ boltId: environments.boltId, siteId: environments.id })
    .from(environments)
    .where(inArray(environments.boltId, accountBolts))
    .orderBy(asc(environments.boltId), asc(environments.id))
    .limit(1);
  const site = firstSite ? `/bolts/${firstSite.boltId}/environments/${firstSite.siteId}` : null;
  const links: Record<StartLearningStep, string> = {
    createBolt: '/bolts/create',
    addDomain: site ? `${site}/domains/create` : '/bolts/create',
    setUpSsl: '/domains',
    connectGit: site ? `${site}/git/connect` : '/bolts/create',
    addSshKey: '/ssh-keys',
    turnOnMfa: '/security-settings',
    inviteUser: firstSite ? `/bolts/${firstSite.boltId}/users-access/create` : '/bolts/create',
  };
  const steps = START_LEARNING_STEPS.map((id) => ({ id, done: Boolean(facts[id]), link: links[id] }));
  return {
    id: String(user.id),
    type: 'start-learning' as const,
    attributes: { steps, done: steps.filter((step) => step.done).length, total: steps.length },
  };
}
