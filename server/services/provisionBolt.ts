import { and, asc, count, eq } from 'drizzle-orm';
import { liveBolt } from '../auth/boltAccess.js';
import type { DbOrTx } from '../db/client.js';
import { bolts, environments, servers } from '../db/schema.js';
import { invalid } from '../http/errors.js';
import { findLocation } from '../../src/rules/locations.js';
import type { BillingPeriod } from '../../src/rules/plans.js';
import type { Plan } from '../../src/rules/schemas/bolt.js';
import { boltMessages } from '../../src/rules/schemas/boltCreate.js';

export interface NewBolt {
  accountId: number;
  name: string;
  /** The normalised site URL of step url_needed; the first site is titled after it. */
  url: string;
  plan: Plan;
  billingPeriod: BillingPeriod;
  location: string;
  cms: string;
  trialEndsAt: Date | null;
}

/**
 * The shared server of a location with the fewest live Bolts. New Bolts always start shared:
 * a dedicated server is set up by staff for a contract and the Bolt moved there.
 */
export async function pickServer(db: DbOrTx, location: string): Promise<number | null> {
  const [row] = await db
    .select({ id: servers.id })
    .from(servers)
    .leftJoin(bolts, and(eq(bolts.serverId, servers.id), liveBolt))
    .where(and(eq(servers.location, location), eq(servers.type, 'shared'), eq(servers.status, 'active'), eq(servers.hidden, false)))
    .groupBy(servers.id)
    .orderBy(asc(count(bolts.id)), asc(servers.id))
    .limit(1);
  return row?.id ?? null;
}

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

/** Creates the Bolt on a server of its location with its first, live site; the caller's transaction. */
export async function provisionBolt(db: DbOrTx, bolt: NewBolt): Promise<number> {
  const serverId = await pickServer(db, bolt.location);
  if (serverId === null) throw invalid('/data/attributes/location', boltMessages.noServer);
  const { url, ...values } = bolt;
  const [created] = await db
    .insert(bolts)
    .values({ ...values, serverId, dedicated: false })
    .returning({ id: bolts.id });
  await db.insert(environments).values({
    boltId: created.id,
    title: url,
    name: `${slug(bolt.name).slice(0, 12)}_${slug(url).slice(0, 8)}_${created.id}0`,
    state: 'production',
    location: bolt.location,
    isLegacy: findLocation(bolt.location)?.isLegacy ?? false,
  });
  return created.id;
}
