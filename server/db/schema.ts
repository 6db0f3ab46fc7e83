/**
 * The database's tables, one file per area under schema/. drizzle-kit reads this file (drizzle.config.ts)
 * to generate the migrations both PGlite and PostgreSQL run.
 */
export * from './schema/accounts.js';
export * from './schema/hosting.js';
export * from './schema/domains.js';
export * from './schema/access.js';
export * from './schema/edge.js';
export * from './schema/billing.js';
export * from './schema/audit.js';
