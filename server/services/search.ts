import { and, ilike, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { boltScope, liveBolt } from '../auth/boltAccess.js';
import type { AuthUser } from '../auth/session.js';
import type { DbOrTx } from '../db/client.js';
import { accounts } from '../db/schema.js';
import { escapeLike } from '../http/listQuery.js';
import type { SearchResult } from '../../src/rules/schemas/records/search.js';
import { SEARCH_LIMIT, type SearchType } from '../../src/rules/search.js';
import { searchHelpArticles } from './helpArticles.js';
import { FINDERS, type Finder, type Found } from './searchFinders.js';

/** Trigram indexes serve `q` anywhere in a name from 3 characters; a shorter `q` finds names starting with it. */
const CONTAINS_MIN_LENGTH = 3;

const byTitle = (a: Found, b: Found) =>
  a.title.toLowerCase() < b.title.toLowerCase() ? -1 : a.title.toLowerCase() > b.title.toLowerCase() ? 1 : a.id - b.id;

/**
 * One type's results, in stages that each read at most what is still missing, on an index, so a
 * search stays fast over 100k+ Bolts: the record a whole `q` names (a Bolt's number), the names
 * starting with `q` in name order (a btree range read in order), then names with `q` anywhere
 * (trigram indexes, in no order: the few read are ordered here). A blank `q` gives the first by name.
 */
async function findType(db: DbOrTx, finder: Finder, scope: SQL, text: string): Promise<Found[]> {
  const startsWith = text ? sql`${finder.key} like ${`${escapeLike(text.toLowerCase())}%`}` : undefined;
  const contains = text.length >= CONTAINS_MIN_LENGTH ? or(...finder.contains.map((column) => ilike(column, `%${escapeLike(text)}%`))) : undefined;
  const stages: [SQL | undefined, boolean][] = [
    [finder.exact?.(text), false],
    [startsWith ?? sql`true`, true],
    [contains, false],
  ];
  const found: Found[] = [];
  for (const [condition, ordered] of stages) {
    if (!condition || found.length >= SEARCH_LIMIT) continue;
    const seen = found.length
      ? notInArray(
          finder.id,
          found.map((row) => row.id),
        )
      : undefined;
    const rows = await finder.rows(db, and(scope, condition, seen), ordered, SEARCH_LIMIT - found.length);
    found.push(...(ordered ? rows : rows.sort(byTitle)));
  }
  return found;
}

/** The names of the accounts the results belong to, read once for all of them. */
async function customerNames(db: DbOrTx, found: Found[]) {
  const ids = [...new Set(found.map((row) => row.accountId))];
  const rows = ids.length ? await db.select({ id: accounts.id, name: accounts.name }).from(accounts).where(inArray(accounts.id, ids)) : [];
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Spec 1 §2 search: the caller's Bolts, sites, domains and databases matching `q` (a customer's
 * own and those of Bolts they are an active member of, scoped in the query; staff on admin/search
 * everyone's, with the customer of each), and the provider's help articles. Results come by type
 * in `types`' order, at most SEARCH_LIMIT of each.
 */
export async function search(db: DbOrTx, user: AuthUser, asAdmin: boolean, q: string, types: readonly SearchType[]): Promise<SearchResult[]> {
  const text = q.trim();
  const staffView = asAdmin && user.role !== 'customer';
  const scope = staffView ? liveBolt : and(boltScope(user, db), liveBolt)!;
  const found: Found[] = [];
  // One after the other: a search holds one pooled connection at a time, like any other request.
  for (const type of types) if (type !== 'help') found.push(...(await findType(db, FINDERS[type], scope, text)));
  const customers = staffView ? await customerNames(db, found) : null;
  const records: SearchResult[] = found.map(({ type, id, accountId, ...attributes }) => ({
    id: String(id),
    type,
    attributes: { ...attributes, customer: customers ? { id: accountId, name: customers.get(accountId) ?? '' } : null },
  }));
  const help = types.includes('help') ? searchHelpArticles(text, SEARCH_LIMIT) : [];
  return types.flatMap((type) => (type === 'help' ? help : records.filter((record) => record.type === type)));
}
