import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { accounts, bolts, domains, environments, users } from '../db/schema.js';
import { searchThrough } from '../http/listQuery.js';
import { customerUserAccess } from '../../src/rules/resourceAccess.js';
import { AWAITING_VERIFICATION } from '../../src/rules/customers.js';
import { customerUserRecordSchema } from '../../src/rules/schemas/records/profile.js';
import { booleanFilter } from './factory.js';
import type { ResourceDeclaration } from './declaration.js';

const awaiting: SQL = eq(users.signupState, AWAITING_VERIFICATION);

/**
 * What the account owes: the amount due of its invoices in not_paid or payment_due (the statuses
 * `accounts.unpaid_invoices` counts), read through the partial index of unpaid invoices; computed
 * for the rows of one page only (listPage reads a page's records by id).
 */
const amountDueCents = sql<number>`(select coalesce(sum(i."amount_due_cents"), 0)::int from "invoices" i
  where i."account_id" = ${users.accountId} and i."status" in ('not_paid', 'payment_due'))`;

/** A Bolt's account from one of its sites' domains: the customers list's search by domain. */
const domainToAccount = (query: PgSelect) =>
  query.innerJoin(environments, eq(environments.id, domains.environmentId)).innerJoin(bolts, eq(bolts.id, environments.boltId));

/**
 * GET admin/customers (spec 1 §2 /customers, staff): the people who sign in to customer accounts,
 * with their account's customer record; GET admin/customers/{userId} is one of them (the customer
 * page). Accounts being deleted are gone from it. `createdAt` sorts by id, which follows the order
 * people were created in, through the primary key.
 */
export const customerUsersResource: ResourceDeclaration<typeof customerUserRecordSchema> = {
  type: 'customers',
  table: users,
  selection: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    accountId: users.accountId,
    company: accounts.company,
    customerId: accounts.customerId,
    signupState: users.signupState,
    createdAt: users.createdAt,
    phone: users.phone,
    emailVerifiedAt: users.emailVerifiedAt,
    phoneVerifiedAt: users.phoneVerifiedAt,
    blocked: users.blocked,
    account: accounts.name,
    country: accounts.country,
    currency: accounts.currency,
    unpaidInvoices: accounts.unpaidInvoices,
    amountDueCents,
  },
  record: customerUserRecordSchema,
  where: and(eq(users.role, 'customer'), isNull(accounts.deletionRequestedAt)),
  joins: (query: PgSelect) => query.innerJoin(accounts, eq(accounts.id, users.accountId)),
  access: customerUserAccess,
  sortable: { createdAt: users.id, lastName: [users.lastName, users.firstName], email: users.email },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  filterable: { awaitingVerification: booleanFilter(awaiting), signupState: users.signupState, accountId: users.accountId },
  // Names, e-mail, company and customer id; a Bolt's name (its trigram index) or a domain of one of
  // the account's sites (the domains' trigram index) finds the account's people.
  search: [
    users.firstName,
    users.lastName,
    users.email,
    searchThrough(users.accountId, accounts.id, accounts.company),
    searchThrough(users.accountId, accounts.id, accounts.customerId),
    searchThrough(users.accountId, bolts.accountId, bolts.name),
    searchThrough(users.accountId, bolts.accountId, domains.name, domainToAccount),
  ],
};
