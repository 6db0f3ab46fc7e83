import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../server/db/client.js';
import { growBolts, insertSeries, selectRows } from './database.js';

/** The rows the generated ones hang from: a Bolt and a site of customer@demo.test's account, and its server. */
export interface ListParents {
  boltId: number;
  siteId: number;
  serverId: number;
}

/** A short text with a hex part, so a search for a few hex letters (`q=abc`) finds a few rows among many. */
const hex = (prefix: string) => sql.raw(`'${prefix}' || substr(md5(g::text), 1, 10)`);
const ago = sql.raw('now() - make_interval(mins => g)');

/**
 * One INSERT … SELECT per table, `g` running over the series; each fills its list with `count`
 * rows under the bench parents (all in one Bolt, one site, one account), so every list is
 * `count` long, the case a deep page and a search must stay fast in.
 */
function generators(p: ListParents, ids: { accountId: number; userId: number; staffId: number }): [string, (series: SQL) => SQL][] {
  const demoAccounts = sql.raw(`(select array_agg(id order by id) from accounts where name not like 'Bench customer %')`);
  return [
    [
      'environments',
      (series) => sql`insert into environments (bolt_id, title, name, state, location, created_at)
          select ${p.boltId}, ${hex('Site ')}, 'benchsite' || g, (array['production', 'staging', 'development'])[1 + g % 3], 'osl-no', ${ago}
          from ${series}`,
    ],
    [
      'databases',
      (series) => sql`insert into databases (bolt_id, server_id, name, db_name, db_user, size_mb, created_at)
          select ${p.boltId}, ${p.serverId}, ${hex('Database ')}, 'db_bench_' || g, 'u_bench_' || g, g % 5000, ${ago}
          from ${series}`,
    ],
    [
      'cronjobs',
      (series) => sql`insert into cronjobs (environment_id, command, schedule, comment, notifications, created_at)
          select ${p.siteId}, 'php ~/site/' || substr(md5(g::text), 1, 10) || '.php',
                 (array['*/15 * * * *', '0 3 * * *', '30 2 * * 1'])[1 + g % 3], 'Job ' || g,
                 (array['none', 'errors', 'all'])[1 + g % 3], ${ago}
          from ${series}`,
    ],
    [
      'ssh_keys',
      (series) => sql`insert into ssh_keys (account_id, user_id, comment, sshkey, key_type, key_length, fingerprint, created_at)
          select ${ids.accountId}, ${ids.userId}, ${hex('key ')}, 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI' || md5(g::text) || ' bench',
                 'ssh-ed25519', 256, 'SHA256:' || md5('fp' || g), ${ago}
          from ${series}`,
    ],
    [
      'ssh_access',
      (series) => sql`insert into ssh_access (environment_id, type, customer, fingerprint, expires_at, created_by, created_at)
          select ${p.siteId}, 'staff', ${hex('Support ')}, 'SHA256:' || md5('sa' || g), now() + make_interval(hours => 1 + g % 48), ${ids.staffId}, ${ago}
          from ${series}`,
    ],
    [
      'ip_blocks',
      (series) => sql`insert into ip_blocks (address, reason, expires_at, created_by, created_at)
          select '10.' || (g / 65536) % 256 || '.' || (g / 256) % 256 || '.' || g % 256, ${hex('Abuse ')},
                 case when g % 3 = 0 then now() + interval '30 days' end, ${ids.staffId}, ${ago}
          from ${series}`,
    ],
    [
      'user_agent_blocks',
      (series) => sql`insert into user_agent_blocks (pattern, reason, created_by, created_at)
          select 'BenchBot/' || g || '-' || substr(md5(g::text), 1, 8), ${hex('Scraper ')}, ${ids.staffId}, ${ago}
          from ${series}`,
    ],
    [
      'servers',
      (series) => sql`insert into servers (name, hostname, ip, type, location, cpu_cores, memory_gb, disk_gb, created_at)
          select 'bench' || g, 'bench' || g || '.osl-no.hosting.test', '10.200.' || (g / 256) % 256 || '.' || g % 256,
                 (array['shared', 'dedicated'])[1 + g % 2]::text, 'osl-no', 16, 64, 1920, ${ago}
          from ${series}`,
    ],
    [
      'bolt_members',
      (series) => sql`insert into bolt_members (bolt_id, email, role, status, created_at)
          select ${p.boltId}, 'member' || g || '@bench.test', (array['partner', 'technical_contact', 'developer'])[1 + g % 3], 'invited', ${ago}
          from ${series}`,
    ],
    [
      'bolts (archived)',
      (series) => sql`insert into bolts (account_id, name, plan, server_id, deleted_at, created_at)
          select a.ids[1 + g % cardinality(a.ids)], ${hex('Archived ')}, (array['pro', 'business', 'scale', 'enterprise'])[1 + g % 4],
                 ${p.serverId}, now() - make_interval(hours => g % 1000), ${ago}
          from ${series}, (select ${demoAccounts} as ids) a`,
    ],
    [
      'checkouts',
      (series) => sql`insert into checkouts (id, account_id, plan, billing_period, name, url, location, amount_cents, status, created_at)
          select 'bench-' || g, a.ids[1 + g % cardinality(a.ids)], 'pro', 'monthly', ${hex('Shop ')}, 'shop' || g || '.example.com',
                 'osl-no', 1000 + g % 50000, (array['open', 'paid', 'failed'])[1 + g % 3], ${ago}
          from ${series}, (select ${demoAccounts} as ids) a`,
    ],
    [
      'accounts + lockdowns',
      (series) => sql`with made as (insert into accounts (name) select ${hex('Bench customer ')} from ${series} returning id)
          insert into lockdowns (account_id, type, reason, created_by)
          select id, (array['soft', 'hard'])[1 + id % 2], 'Bench lockdown ' || id, ${ids.staffId} from made`,
    ],
  ];
}

/** Inserts `count` rows for every list under new bench parents; logs what each table took. */
export async function fillLists(db: Db, count: number): Promise<ListParents> {
  // Live Bolts first: spread over the demo accounts and servers, before the bench ones exist.
  await growBolts(db, count);
  const [ids] = await selectRows<{ accountId: number; userId: number; staffId: number; serverId: number }>(
    db,
    sql`select c.account_id as "accountId", c.id as "userId", s.id as "staffId",
               (select id from servers where type = 'shared' and not hidden order by id limit 1) as "serverId"
        from users c, users s where c.email = 'customer@demo.test' and s.email = 'staff@demo.test'`,
  );
  const [bolt] = await selectRows<{ id: number }>(
    db,
    sql`insert into bolts (account_id, name, plan, server_id) values (${ids.accountId}, 'Bench lists', 'business', ${ids.serverId}) returning id`,
  );
  const [site] = await selectRows<{ id: number }>(
    db,
    sql`insert into environments (bolt_id, title, name, location) values (${bolt.id}, 'Bench site', 'benchlists', 'osl-no') returning id`,
  );
  const parents = { boltId: bolt.id, siteId: site.id, serverId: ids.serverId };
  for (const [table, statement] of generators(parents, ids)) {
    const started = performance.now();
    await insertSeries(db, count, (from, to) => statement(sql`generate_series(${from}::int, ${to}::int) as g`));
    console.log(`  lists: ${count} ${table} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  // A site's databases list shows the Bolt's databases connected to the site: connect them all.
  await db.execute(
    sql`insert into database_environments (database_id, environment_id) select id, ${site.id} from databases where bolt_id = ${bolt.id}`,
  );
  await db.execute(sql`analyze`);
  return parents;
}
