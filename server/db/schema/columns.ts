import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was made; every table that keeps it names it so. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
