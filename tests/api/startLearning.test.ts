import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boltMembers, certificates, siteGit, users } from '../../server/db/schema';
import { makeCustomerAccount } from './accountFixtures';
import { bearer, startTestServer, type TestServer } from './helpers';
import { mintToken } from './probe';

let server: TestServer;
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(() => server.close());

const progress = async (email: string) => {
  const response = await server.app.inject({ method: 'GET', url: '/v1/start-learning', headers: bearer(await mintToken(server.database, email)) });
  expect(response.statusCode).toBe(200);
  const { steps, done, total } = response.json().data.attributes as {
    steps: { id: string; done: boolean; link: string }[];
    done: number;
    total: number;
  };
  return {
    done,
    total,
    finished: steps.filter((step) => step.done).map((step) => step.id),
    links: Object.fromEntries(steps.map((s) => [s.id, s.link])),
  };
};

describe('GET start-learning', () => {
  it('gives a new customer every step to do, each linking to where it is done', async () => {
    await makeCustomerAccount(db(), { email: 'new@example.test' });
    expect(await progress('new@example.test')).toEqual({
      done: 0,
      total: 7,
      finished: [],
      links: {
        createBolt: '/bolts/create',
        addDomain: '/bolts/create',
        setUpSsl: '/domains',
        connectGit: '/bolts/create',
        addSshKey: '/ssh-keys',
        turnOnMfa: '/security-settings',
        inviteUser: '/bolts/create',
      },
    });
  });

  it('counts each step done from the account’s own data, step by step to 7 of 7', async () => {
    const { person, bolt } = await makeCustomerAccount(db(), { email: 'learner@example.test', withData: true });
    const site = `/bolts/${bolt!.id}/environments/${bolt!.siteId}`;
    const first = await progress('learner@example.test');
    expect(first).toMatchObject({ done: 3, finished: ['createBolt', 'addDomain', 'addSshKey'] });
    expect(first.links).toMatchObject({
      addDomain: `${site}/domains/create`,
      connectGit: `${site}/git/connect`,
      inviteUser: `/bolts/${bolt!.id}/users-access/create`,
    });

    // A certificate still being ordered, or a repository whose connection test never passed, is not done yet.
    const [certificate] = await db()
      .insert(certificates)
      .values({ environmentId: bolt!.siteId, domain: 'learner.example.com', type: 'LETS_ENCRYPT' })
      .returning();
    await db().insert(siteGit).values({
      environmentId: bolt!.siteId,
      repodef: 'git@github.com:octocat/Hello-World.git',
      publicKey: 'ssh-ed25519 AAAA',
      privateKey: 'private',
    });
    expect((await progress('learner@example.test')).done).toBe(3);

    await db().update(certificates).set({ status: 'ACTIVE' }).where(eq(certificates.id, certificate.id));
    await db().update(siteGit).set({ connected: true }).where(eq(siteGit.environmentId, bolt!.siteId));
    await db().insert(boltMembers).values({ boltId: bolt!.id, email: 'helper@example.test', role: 'developer' });
    await db().update(users).set({ mfaEnabledAt: new Date() }).where(eq(users.id, person.id));
    expect(await progress('learner@example.test')).toMatchObject({
      done: 7,
      total: 7,
      finished: ['createBolt', 'addDomain', 'setUpSsl', 'connectGit', 'addSshKey', 'turnOnMfa', 'inviteUser'],
    });
    // Another account's progress is its own.
    expect((await progress('other@demo.test')).finished).not.toContain('turnOnMfa');
  });

  it('is for signed-in people only', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/v1/start-learning' })).statusCode).toBe(401);
  });
});
