import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { boltScope, liveBolt } from '../auth/boltAccess.js';
import type { AuthUser } from '../auth/session.js';
import type { DbOrTx } from '../db/client.js';
import { accounts, bolts, domains, environments, servers, users } from '../db/schema.js';
import { escapeLike } from '../http/listQuery.js';
import { AUTOCOMPLETE_TYPES } from '../../src/rules/schemas/records/provisioning.js';

/** Spec 2 §7 autocomplete: at most this many choices, the closest by name first. */
export const AUTOCOMPLETE_LIMIT = 20;

/** `q` somewhere in any of `columns`, case-insensitively; no `q`, everything. */
function matching(q: string | undefined, columns: (SQL | typeof users.email)[]): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = `%${escapeLike(text)}%`;
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * Spec 2 §3 Customer: an account with its first customer user (the person to show beside the
 * company). Accounts nobody signs in to have no such person and are no customer to pick.
 */
export async function autocompleteCustomers(db: DbOrTx, q: string | undefined) {
  const rows = await db
    .selectDistinctOn([accounts.name, accounts.id], {
      id: accounts.id,
      userId: users.id,
      companyName: accounts.name,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(accounts)
    .innerJoin(users, and(eq(users.accountId, accounts.id), eq(users.role, 'customer')))
    .where(matching(q, [sql`${accounts.name}`, sql`${users.firstName}`, sql`${users.lastName}`, users.email]))
    .orderBy(asc(accounts.name), asc(accounts.id), asc(users.id))
    .limit(AUTOCOMPLETE_LIMIT);
  return rows.map(({ id, ...attributes }) => ({ id: String(id), type: 'customers' as const, attributes }));
}

const choice =
  <T extends string>(type: T) =>
  (row: { id: number; name: string }) => ({ id: String(row.id), type, attributes: { name: row.name } });

/** Domains of live Bolts: the caller's (staff: anyone's, or one customer's with customerId). */
export async function autocompleteDomains(db: DbOrTx, user: AuthUser, asAdmin: boolean, q: string | undefined, customerId: number | null) {
  const scope = asAdmin ? (customerId === null ? undefined : eq(bolts.accountId, customerId)) : boltScope(user, db);
  const rows = await db
    .select({ id: domains.id, name: domains.name })
    .from(domains)
    .innerJoin(environments, eq(environments.id, domains.environmentId))
    .innerJoin(bolts, eq(bolts.id, environments.boltId))
    .where(and(liveBolt, scope, matching(q, [sql`${domains.name}`])))
    .orderBy(asc(domains.name), asc(domains.id))
    .limit(AUTOCOMPLETE_LIMIT);
  return rows.map(choice(AUTOCOMPLETE_TYPES.domains));
}

/** Sites of live Bolts by title: the caller's (staff: everyone's). */
export async function autocompleteSites(db: DbOrTx, user: AuthUser, asAdmin: boolean, q: string | undefined) {
  const rows = await db
    .select({ id: environments.id, name: environments.title })
    .from(environments)
    .innerJoin(bolts, eq(bolts.id, environments.boltId))
    .where(and(liveBolt, asAdmin ? undefined : boltScope(user, db), matching(q, [sql`${environments.title}`, sql`${environments.name}`])))
    .orderBy(asc(environments.title), asc(environments.id))
    .limit(AUTOCOMPLETE_LIMIT);
  return rows.map(choice(AUTOCOMPLETE_TYPES.sites));
}

/** Servers of the inventory by name or hostname (staff only). */
export async function autocompleteServers(db: DbOrTx, q: string | undefined) {
  const rows = await db
    .select({ id: servers.id, name: servers.name })
    .from(servers)
    .where(matching(q, [sql`${servers.name}`, sql`${servers.hostname}`]))
    .orderBy(asc(servers.name), asc(servers.id))
    .limit(AUTOCOMPLETE_LIMIT);
  return rows.map(choice(AUTOCOMPLETE_TYPES.servers));
}

/** Staff and admins by name or e-mail (staff only), e.g. to name who handles something. */
export async function autocompleteStaff(db: DbOrTx, q: string | undefined) {
  const name = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
  const rows = await db
    .select({ id: users.id, name })
    .from(users)
    .where(and(inArray(users.role, ['staff', 'admin']), matching(q, [name, users.email])))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
    .limit(AUTOCOMPLETE_LIMIT);
  return rows.map(choice(AUTOCOMPLETE_TYPES.staff));
}
