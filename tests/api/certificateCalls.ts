import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { readConfig, type Config } from '../../server/config';
import { certificates, environments } from '../../server/db/schema';
import { bearer, login, startTestServer, type TestServer } from './helpers';

/**
 * What the certificate tests share: a seeded server whose jobs run every half second, callers by
 * role, and a bounded wait that polls the API (the jobs run in the queue, not in the request).
 */
export type Who = 'customer' | 'other' | 'staff' | 'admin';

export interface CertificateWorld {
  server: TestServer;
  call(who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, attributes?: object, type?: string): Promise<LightMyRequestResponse>;
  /** Acme's (customer@) first and second sites of Bolt 1, and Other Media's (other@) first site. */
  own: typeof environments.$inferSelect;
  spare: typeof environments.$inferSelect;
  others: typeof environments.$inferSelect;
  /** Adds a domain to a site through the API, as its owner would; its id. */
  addDomain(who: Who, siteId: number, name: string): Promise<number>;
  /** A certificate's record as GET certificates/{id} answers it. */
  certificate(id: string, who?: Who): Promise<Record<string, unknown> & { status: string }>;
  /** Polls GET certificates/{id} until its status is `status` (or a FAILED_ one), at most `ms`. */
  settle(id: string, status: string, ms?: number): Promise<Record<string, unknown> & { status: string }>;
  row(id: string): Promise<typeof certificates.$inferSelect>;
}

/** Jobs polled every 0.5 s (pg-boss's floor) and sandbox CAs that validate at once. */
export const fastJobs = (overrides: Partial<Config> = {}): Partial<Config> => ({
  jobPollingSeconds: 0.5,
  certificates: { ...readConfig({}).certificates, sandboxMs: 0 },
  ...overrides,
});

/** Runs `step` until `done` says yes, every 100 ms, failing after `ms` with the last answer. */
export async function until<T>(step: () => Promise<T>, done: (answer: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const answer = await step();
    if (done(answer)) return answer;
    if (Date.now() > deadline) throw new Error(`gave up waiting after ${ms} ms; last answer: ${JSON.stringify(answer)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function certificateWorld(overrides: Partial<Config> = {}): Promise<CertificateWorld> {
  const server = await startTestServer(fastJobs(overrides));
  const tokens = {} as Record<Who, string>;
  for (const who of ['customer', 'other', 'staff', 'admin'] as const) tokens[who] = await login(server.app, `${who}@demo.test`);
  const db = server.database.db;
  const sitesOf = (boltId: number) => db.select().from(environments).where(eq(environments.boltId, boltId)).orderBy(asc(environments.id));
  const [own, spare] = await sitesOf(1);
  const [others] = await sitesOf(5);
  const call: CertificateWorld['call'] = (who, method, url, attributes, type = 'certificates') =>
    server.app.inject({
      method,
      url,
      headers: bearer(tokens[who]),
      payload: attributes ? { data: { type, attributes } } : undefined,
    });
  const certificate: CertificateWorld['certificate'] = async (id, who = 'admin') =>
    (await call(who, 'GET', `/v1/${who === 'staff' || who === 'admin' ? 'admin/' : ''}certificates/${id}`)).json().data.attributes;
  return {
    server,
    call,
    own,
    spare,
    others,
    async addDomain(who, siteId, name) {
      const prefix = who === 'staff' || who === 'admin' ? 'admin/' : '';
      const response = await call(who, 'POST', `/v1/${prefix}environments/${siteId}/domains`, { name }, 'domains');
      if (response.statusCode !== 201) throw new Error(`adding ${name}: ${response.statusCode} ${response.body}`);
      return Number(response.json().data.id);
    },
    certificate,
    settle: (id, status, ms) =>
      until(
        () => certificate(id),
        (attributes) => attributes.status === status || attributes.status.startsWith('FAILED_'),
        ms,
      ),
    row: async (id) =>
      (
        await db
          .select()
          .from(certificates)
          .where(eq(certificates.id, Number(id)))
      )[0],
  };
}
