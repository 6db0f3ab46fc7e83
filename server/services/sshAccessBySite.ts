import { inArray, sql, type SQL } from 'drizzle-orm';
import { messages } from '../../src/rules/messages.js';
import type { DbOrTx } from '../db/client.js';
import { environments, sshAccess } from '../db/schema.js';
import { invalidParameter, type ListQuery } from '../http/jsonapi.js';
import { decodeCursor } from '../http/listCursor.js';

/** Past every serial id: where a descending walk through a site's entries starts. */
const PAST_LAST_ID = 2 ** 31 - 1;

/**
 * Up to this many sites holding Support access are found first and walked alone; past it, every
 * site is walked in title order (its index) and the sites without Support access give nothing.
 */
const SITES_LISTED = 1000;

/**
 * The sites holding Support access, one probe each through the partial index of staff entries
 * (a loose index scan, migration 0012); null when there are more than SITES_LISTED.
 */
async function staffSites(db: DbOrTx): Promise<number[] | null> {
  const result = await db.execute(sql`
    with recursive staff_sites (id, n) as (
      (select a.environment_id, 1 from ssh_access a where a.type = 'staff' order by a.environment_id limit 1)
      union all
      select (select a.environment_id from ssh_access a where a.type = 'staff' and a.environment_id > s.id order by a.environment_id limit 1), s.n + 1
      from staff_sites s where s.id is not null and s.n <= ${SITES_LISTED}
    )
    select id from staff_sites where id is not null`);
  const ids = (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
  return ids.length > SITES_LISTED ? null : ids;
}

/**
 * The ids (and cursor keys) of a page of Support access sorted by site: by the site's title, then
 * the site, then the entry, as listPage's cursors spell it. Ordering the entries by a column of
 * the joined sites made PostgreSQL join and sort every entry for each page (26 answers/s at 100,000
 * entries). Here the sites are taken in title order (the few holding Support access, else all of
 * them through their (title, id) index), and each gives its entries in id order through the partial
 * index, only as many as the page still needs; a cursor starts in its own site right behind its
 * entry. A page costs the sites it passes, not the entries. Only a copy of the site's title on each
 * entry would let one index order the entries themselves.
 */
export async function supportAccessKeysBySite(db: DbOrTx, scope: SQL, query: ListQuery & { after?: string }) {
  const descending = query.direction === 'desc';
  const after = query.after ? cursorOf(query.after) : null;
  const offset = after ? 0 : (query.page - 1) * query.per_page;
  const direction = sql.raw(descending ? 'desc' : 'asc');
  const sites = await staffSites(db);
  if (sites?.length === 0) return [];
  let fromSite = sql``;
  let fromEntry = sql``;
  if (after) {
    const [title, siteId, entryId] = after;
    fromSite = sql`and (${environments.title}, ${environments.id}) ${sql.raw(descending ? '<=' : '>=')} (${title}, ${siteId}::int)`;
    const start = descending ? PAST_LAST_ID : 0;
    fromEntry = sql`and ${sshAccess.id} ${sql.raw(descending ? '<' : '>')} (case when ${environments.id} = ${siteId}::int then ${entryId}::int else ${start} end)`;
  }
  const result = await db.execute(sql`
    select entry.id, ${environments.title} as "cursorKey0", ${environments.id} as "cursorKey1", entry.id as "cursorKey2"
    from ${environments}
    cross join lateral (
      select ${sshAccess.id} as id from ${sshAccess}
      where ${sshAccess.environmentId} = ${environments.id} and ${scope} ${fromEntry}
      order by ${sshAccess.id} ${direction}
      limit ${sql.raw(String(offset + query.per_page))}
    ) entry
    where ${sites ? inArray(environments.id, sites) : sql`true`} ${fromSite}
    order by ${environments.title} ${direction}, ${environments.id} ${direction}, entry.id ${direction}
    limit ${sql.raw(String(query.per_page))} offset ${sql.raw(String(offset))}`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}

/** A cursor of this sort: the site's title, the site and the entry. */
function cursorOf(cursor: string): [string, number, number] {
  const [title, siteId, entryId] = decodeCursor(cursor, 3);
  const isId = (value: unknown) => Number.isInteger(value) && (value as number) > 0 && (value as number) <= PAST_LAST_ID;
  if (typeof title !== 'string' || !isId(siteId) || !isId(entryId)) {
    throw invalidParameter('after', messages.invalidCursor);
  }
  return [title, siteId as number, entryId as number];
}
