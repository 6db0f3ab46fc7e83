import { count } from 'drizzle-orm';
import { hashPassword } from '../auth/password.js';
import { addMonths, currentTerm } from '../../src/rules/billingTerm.js';
import { findLocation } from '../../src/rules/locations.js';
import { TRIAL_DAYS } from '../../src/rules/plans.js';
import type { Db } from './client.js';
import { days, slug } from './seed/values.js';
import { seedDomains } from './seed/domains.js';
import { seedBilling } from './seed/billing.js';
import { seedEdge } from './seed/edge.js';
import { seedPeople } from './seed/people.js';
import { accounts, bolts, cronjobs, databases, environments, servers, users } from './schema.js';

/** The demo logins printed at start and listed in the README. */
export const DEMO_USERS = [
  { email: 'admin@demo.test', role: 'admin', firstName: 'Ada', lastName: 'Admin' },
  { email: 'staff@demo.test', role: 'staff', firstName: 'Stian', lastName: 'Staff Larsen' },
  { email: 'customer@demo.test', role: 'customer', firstName: 'Kari', lastName: 'Nordmann' },
  { email: 'other@demo.test', role: 'customer', firstName: 'Ola', lastName: 'Hansen' },
  { email: 'locked@demo.test', role: 'customer', firstName: 'Lars', lastName: 'Locked' },
  { email: 'unpaid@demo.test', role: 'customer', firstName: 'Una', lastName: 'Unpaid' },
] as const;

const PLANS = ['pro', 'business', 'scale', 'enterprise'] as const;
const STATES = ['production', 'staging', 'development', 'error', 'offline', 'disabled'] as const;
const LOCATIONS = ['osl-no', 'sto-se', 'ams-nl', 'fra-de', 'lon-gb', 'nyc-us'] as const;
const COMPANIES = [
  'Fjord Bakery',
  'Nordlys Media',
  'Bergen Bikes',
  'Aurora Design',
  'Viking Outdoor',
  'Polar Apps',
  'Kystlinje Travel',
  'Skog Furniture',
  'Midnight Sun Records',
  'Trolltunga Tours',
  'Havbris Seafood',
  'Lofoten Photo',
  'Granite Legal',
  'Saga Publishing',
  'Tindra Fashion',
  'Elvebredd Cafe',
];
const SITE_TITLES = ['Main website', 'Web shop', 'Staging copy', 'Blog', 'Campaign site', 'Intranet'];

/** A small deterministic generator, so every demo database holds the same rows. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  return { next, pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] };
}

/** A customer account as signup makes it (spec 1 §7 GET customer): id, company, country, currency. */
const customerRecord = <T extends { name: string; country?: string }>(account: T, i: number) => ({
  ...account,
  customerId: `CUS-${String(i + 2).padStart(6, '0')}`,
  company: account.name,
  country: account.country ?? 'NO',
  currency: 'USD',
});

export async function isEmpty(db: Db) {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row.n) === 0;
}

export async function seedDemo(db: Db, password: string) {
  const random = generator(42);
  const passwordHashes = await Promise.all(DEMO_USERS.map(() => hashPassword(password)));
  await db.transaction(async (tx) => {
    const [provider, acme, other, locked, unpaid, ...companies] = await tx
      .insert(accounts)
      .values([
        { name: 'Hosting Provider AS', bucketId: 'bucket-provider' },
        ...[
          { name: 'Acme Web AS', bucketId: 'bucket-acme' },
          { name: 'Other Media Ltd', country: 'GB' },
          { name: 'Spammy Deals Ltd', country: 'GB' },
          { name: 'Overdue Shop AS' },
          ...COMPANIES.map((name) => ({ name: `${name} AS` })),
        ].map((account, i) => customerRecord(account, i)),
      ])
      .returning();
    const accountOf = [provider, provider, acme, other, locked, unpaid];
    const people = await tx
      .insert(users)
      .values(
        DEMO_USERS.map((u, i) => ({
          ...u,
          accountId: accountOf[i].id,
          passwordHash: passwordHashes[i],
          emailVerifiedAt: days(-400),
          phone: u.role === 'customer' ? `+4790000${String(i).padStart(3, '0')}` : null,
          phoneVerifiedAt: u.role === 'customer' ? days(-400) : null,
        })),
      )
      .returning();
    const staff = people[1];

    const serverRows = await tx
      .insert(servers)
      .values([
        ...LOCATIONS.map((location, i) => ({
          name: `web${String(i + 1).padStart(2, '0')}`,
          hostname: `web${String(i + 1).padStart(2, '0')}.${location}.hosting.test`,
          ip: `10.0.${i + 1}.10`,
          ipv6: `2001:db8:0:${i + 1}::10`,
          type: 'shared' as const,
          location,
          cpuCores: 32,
          memoryGb: 128,
          diskGb: 3840,
        })),
        ...['osl-no', 'ams-nl', 'fra-de'].map((location, i) => ({
          name: `ded${String(i + 1).padStart(2, '0')}`,
          hostname: `ded${String(i + 1).padStart(2, '0')}.${location}.hosting.test`,
          ip: `10.1.${i + 1}.10`,
          ipv6: `2001:db8:1:${i + 1}::10`,
          type: 'dedicated' as const,
          location,
          cpuCores: 16,
          memoryGb: 64,
          diskGb: 1920,
        })),
        {
          name: 'web07',
          hostname: 'web07.osl-no.hosting.test',
          ip: '10.0.7.10',
          ipv6: '2001:db8:0:7::10',
          type: 'shared' as const,
          location: 'osl-no',
          cpuCores: 32,
          memoryGb: 128,
          diskGb: 3840,
          notes: 'New rack, not in rotation yet',
        },
        {
          name: 'legacy01',
          hostname: 'legacy01.osl-no.hosting.test',
          ip: '10.9.0.10',
          type: 'shared' as const,
          location: 'osl-no',
          status: 'maintenance' as const,
          hidden: true,
          cpuCores: 8,
          memoryGb: 32,
          diskGb: 960,
          notes: 'Legacy platform, being drained',
        },
      ])
      .returning();
    const shared = serverRows.slice(0, LOCATIONS.length);
    const dedicated = serverRows.slice(LOCATIONS.length, LOCATIONS.length + 3);
    const legacy = serverRows[serverRows.length - 1];

    type BoltSpec = {
      accountId: number;
      name: string;
      plan: (typeof PLANS)[number];
      dedicated?: boolean;
      billingPeriod?: 'monthly' | 'annual';
      trialEndsAt?: Date;
      customContract?: boolean;
      /** Cancelled by the customer: deleted when the current term ends. */
      cancelled?: boolean;
      deletedAt?: Date;
      createdAt?: Date;
    };
    const boltSpecs: BoltSpec[] = [
      { accountId: acme.id, name: 'Acme main shop', plan: 'business' },
      { accountId: acme.id, name: 'Acme marketing', plan: 'pro' },
      { accountId: acme.id, name: 'Acme scale-out', plan: 'scale', billingPeriod: 'annual' },
      { accountId: acme.id, name: 'Acme enterprise', plan: 'enterprise', dedicated: true },
      { accountId: other.id, name: 'Other Media news', plan: 'scale' },
      { accountId: other.id, name: 'Other Media archive', plan: 'pro' },
      { accountId: locked.id, name: 'Spammy landing pages', plan: 'pro' },
      // Renewed 20 days ago, so its last two invoices are past due when its card fails (seed/billing.ts).
      { accountId: unpaid.id, name: 'Overdue shop', plan: 'business', createdAt: addMonths(days(-20), -11) },
    ];
    for (const company of companies) {
      const n = 2 + Math.floor(random.next() * 2);
      for (let i = 0; i < n; i++) {
        boltSpecs.push({
          accountId: company.id,
          name: `${company.name.replace(/ AS$/, '')} ${['production', 'shop', 'campaigns'][i]}`,
          plan: random.pick(PLANS),
          dedicated: random.next() < 0.08,
        });
      }
    }
    // Billing variety among the other companies (Acme's and Other Media's Bolts stay plain paid ones):
    // two free tests (10 and 2 days left), some annual terms, one custom contract, one cancellation,
    // and an extra Bolt already archived, added last so the Bolts above keep their ids.
    const companyBolts = (c: number) => boltSpecs.filter((b) => b.accountId === companies[c].id);
    for (const [c, daysLeft] of [
      [0, 10],
      [1, 2],
    ]) {
      Object.assign(companyBolts(c)[0], { plan: 'pro', dedicated: false, trialEndsAt: days(daysLeft) });
    }
    for (const c of [3, 6, 9, 12, 15]) companyBolts(c)[1].billingPeriod = 'annual';
    const contract = boltSpecs.slice(8).find((b) => b.plan === 'enterprise' && !b.trialEndsAt);
    if (contract) contract.customContract = true;
    companyBolts(2)[0].cancelled = true;
    boltSpecs.push({ accountId: companies[4].id, name: 'Viking Outdoor old shop', plan: 'business', deletedAt: days(-20) });
    const boltRows = await tx
      .insert(bolts)
      .values(
        boltSpecs.map(({ cancelled, ...b }, i) => {
          const server = b.dedicated ? dedicated[i % dedicated.length] : i === 6 ? legacy : shared[i % shared.length];
          // A free test began TRIAL_DAYS before it ends; other Bolts are spread over the last year.
          const createdAt = b.createdAt ?? (b.trialEndsAt ? new Date(b.trialEndsAt.getTime() - TRIAL_DAYS * 86_400_000) : days(-400 + i * 7));
          const term = currentTerm({ createdAt, billingPeriod: b.billingPeriod ?? 'monthly', trialEndsAt: b.trialEndsAt ?? null });
          return {
            ...b,
            dedicated: b.dedicated ?? false,
            serverId: server.id,
            location: server.location,
            createdAt,
            deletionScheduledAt: cancelled ? term.to : null,
          };
        }),
      )
      .returning();

    const siteValues = boltRows.flatMap((bolt, b) => {
      const n = b === 0 ? STATES.length : 1 + Math.floor(random.next() * 3);
      return Array.from({ length: n }, (_, s) => {
        const title = b === 0 ? `${SITE_TITLES[s]} ${s + 1}` : SITE_TITLES[s % SITE_TITLES.length];
        return {
          boltId: bolt.id,
          title,
          name: `${slug(bolt.name).slice(0, 12)}_${slug(title).slice(0, 8)}_${bolt.id}${s}`.replace(/-/g, ''),
          state: b === 0 ? STATES[s] : s === 0 ? 'production' : random.pick(STATES),
          enabled: b === 0 ? STATES[s] !== 'disabled' : true,
          location: bolt.location,
          // A site runs on the classic platform in a legacy location, and on the legacy server anywhere.
          isLegacy: bolt.serverId === legacy.id || (findLocation(bolt.location)?.isLegacy ?? false),
          // Made with their Bolt: the statistics count a site from its creation (dataplane/measuredSites.ts).
          createdAt: bolt.createdAt,
        };
      });
    });
    const siteRows = await tx.insert(environments).values(siteValues).returning();

    await tx.insert(databases).values(
      boltRows.slice(0, 30).map((bolt, i) => ({
        boltId: bolt.id,
        serverId: bolt.serverId,
        name: `${slug(bolt.name).slice(0, 20)} database`,
        dbName: `db_${bolt.id}_main`,
        dbUser: `u_${bolt.id}_main`,
        sizeMb: 40 + ((i * 37) % 900),
      })),
    );
    await tx.insert(cronjobs).values(
      siteRows.slice(0, 40).map((site, i) => ({
        environmentId: site.id,
        command: i % 2 ? 'php ~/site/public/wp-cron.php' : 'php ~/site/artisan schedule:run',
        schedule: i % 3 ? '*/15 * * * *' : '0 3 * * *',
        comment: i % 2 ? 'WordPress cron' : 'Laravel scheduler',
        notifications: (['none', 'errors', 'all'] as const)[i % 3],
        active: i % 5 !== 4,
      })),
    );
    await seedDomains(tx, { siteRows, boltRows, companies });
    await seedEdge(tx, { staff, admin: people[0], locked });
    await seedBilling(tx, { boltRows, overdueAccountId: unpaid.id });
    await seedPeople(tx, password);
  });
}
