import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './accounts.js';

/** What the edge refuses: IP addresses and user agents (staff back office). */

export const ipBlocks = pgTable('ip_blocks', {
  id: serial('id').primaryKey(),
  address: text('address').notNull().unique(),
  reason: text('reason').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
});

export const userAgentBlocks = pgTable('user_agent_blocks', {
  id: serial('id').primaryKey(),
  pattern: text('pattern').notNull().unique(),
  matchType: text('match_type', { enum: ['exact', 'contains', 'regex'] })
    .notNull()
    .default('contains'),
  reason: text('reason').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdBy: integer('created_by').references(() => users.id),
  createdAt: createdAt(),
});
