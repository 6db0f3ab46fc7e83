import { eq, sql } from 'drizzle-orm';
import { requireLiftRight, requireLockable } from '../auth/lockdownRules.js';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { accounts, lockdowns } from '../db/schema.js';
import { lockdownSchema, lockdownUpdateSchema } from '../../src/rules/schemas/lockdown.js';
import { lockdownAccess } from '../../src/rules/resourceAccess.js';
import { creator, creatorName, joinCreator, withCreator } from './creator.js';
import { searchThrough } from '../http/listQuery.js';
import type { ResourceDeclaration } from './declaration.js';
import { startRebuild } from '../services/sitesConfig.js';
import { lockdownRecordSchema } from '../../src/rules/schemas/records/blocks.js';
import { messages } from '../../src/rules/messages.js';

/** A lockdown locks a customer's account (spec 1 §4): soft stops SSH, SFTP and the panel; hard also suspends its Bolts. */
export const lockdownsResource: ResourceDeclaration<typeof lockdownRecordSchema> = {
  type: 'lockdown',
  table: lockdowns,
  selection: {
    id: lockdowns.id,
    accountId: lockdowns.accountId,
    customer: accounts.name,
    type: lockdowns.type,
    reason: lockdowns.reason,
    createdById: lockdowns.createdBy,
    createdBy: creatorName,
    // Staff may not change or lift what an admin set; the panel greys those actions out.
    setByAdmin: sql<boolean>`coalesce(${creator.role} = 'admin', false)`,
    createdAt: lockdowns.createdAt,
    updatedAt: lockdowns.updatedAt,
  },
  record: lockdownRecordSchema,
  joins: (query: PgSelect) => joinCreator(lockdowns.createdBy)(query.innerJoin(accounts, eq(accounts.id, lockdowns.accountId))),
  access: lockdownAccess,
  create: lockdownSchema,
  update: lockdownUpdateSchema,
  sortable: { customer: accounts.name, type: lockdowns.type, createdAt: lockdowns.createdAt },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  filterable: { type: lockdowns.type, accountId: lockdowns.accountId },
  search: [searchThrough(lockdowns.accountId, accounts.id, accounts.name), lockdowns.reason],
  toInsert: withCreator,
  authorizeCreate: (attributes, user, db) => requireLockable(db, attributes.accountId as number, user),
  authorizeUpdate: (id, user, _asAdmin, db) => requireLiftRight(db, id, user),
  beforeDelete: (id, db, user) => requireLiftRight(db, id, user),
  // A hard lockdown suspends the account's sites and lifting it restores them: the sites' configuration
  // is rebuilt after every change (a soft one leaves them served; the rebuild then changes nothing).
  onWrite: async ({ id }, tx, { user, send }) => {
    const [lockdown] = await tx.select({ accountId: lockdowns.accountId }).from(lockdowns).where(eq(lockdowns.id, id));
    await startRebuild(tx, send, { kind: 'config', reason: 'lockdown', accountId: lockdown.accountId, requestedBy: user.id });
  },
  unique: { accountId: 'This customer is already locked.' },
  references: { accountId: messages.selectCustomer },
};
