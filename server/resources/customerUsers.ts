import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { accounts, users } from '../db/schema.js';
import { searchThrough } from '../http/listQuery.js';
import { customerUserAccess } from '../../src/rules/resourceAccess.js';
import { AWAITING_VERIFICATION } from '../../src/rules/customers.js';
import { customerUserRecordSchema } from '../../src/rules/schemas/records/profile.js';
import { booleanFilter } from './factory.js';
import type { ResourceDeclaration } from './declaration.js';

const awaiting: SQL = eq(users.signupState, AWAITING_VERIFICATION);

/**
 * GET admin/customers (spec 1 §2 /customers, staff): the people who sign in to customer accounts,
 * with their account's customer record. Accounts being deleted are gone from it. `createdAt` sorts
 * by id, which follows the order people were created in, through the primary key.
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
  },
  record: customerUserRecordSchema,
  where: and(eq(users.role, 'customer'), isNull(accounts.deletionRequestedAt)),
  joins: (query: PgSelect) => query.innerJoin(accounts, eq(accounts.id, users.accountId)),
  access: customerUserAccess,
  sortable: { createdAt: users.id, lastName: [users.lastName, users.firstName], email: users.email },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  filterable: { awaitingVerification: booleanFilter(awaiting), signupState: users.signupState, accountId: users.accountId },
  search: [
    users.firstName,
    users.lastName,
    users.email,
    searchThrough(users.accountId, accounts.id, accounts.company),
    searchThrough(users.accountId, accounts.id, accounts.customerId),
  ],
};
