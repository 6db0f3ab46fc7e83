import { eq, sql } from 'drizzle-orm';
import { alias, type PgColumn, type PgSelect } from 'drizzle-orm/pg-core';
import { users } from '../db/schema.js';

/** The staff member who made a record, shown by name on staff lists. */
export const creator = alias(users, 'creator');
export const creatorName = sql<string | null>`${creator.firstName} || ' ' || ${creator.lastName}`;
export const joinCreator = (column: PgColumn) => (query: PgSelect) => query.leftJoin(creator, eq(creator.id, column));
export const withCreator = (attributes: Record<string, unknown>, user: { id: number }) => ({
  ...attributes,
  createdBy: user.id,
});
