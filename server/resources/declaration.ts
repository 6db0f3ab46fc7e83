import type { SQL } from 'drizzle-orm';
import type { FastifyContextConfig } from 'fastify';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ResourceAccess } from '../../src/rules/access.js';
import type { AuthUser } from '../auth/session.js';
import type { DbOrTx } from '../db/client.js';
import type { Filter, SearchTerm, SortKey } from '../http/listQuery.js';
import type { SendJob } from '../jobs/types.js';

/** Who writes, and the job queue a write's consequences are sent to. */
export interface WriteContext {
  user: AuthUser;
  send: SendJob;
}

/**
 * A plain CRUD resource, given to `registerResource` which makes its list/get/create/update/delete
 * routes under `/v1/{path}` (customers, scoped) and `/v1/admin/{path}` (staff and admins).
 */
export interface ResourceDeclaration<R extends z.ZodType = z.ZodType> {
  /** JSON:API type, also the path segment unless `path` is set. */
  type: string;
  path?: string;
  table: PgTable & { id: PgColumn };
  /** What a record shows: attribute name -> column or SQL expression; `id` included. */
  selection: Record<string, PgColumn | SQL | SQL.Aliased>;
  /**
   * The record of this type (src/rules/schemas/records), the one shape every route answering this
   * type uses: the factory declares its list, read and write answers with it.
   */
  record: R;
  /** Makes the record of a selected row; without it the id and the other selected fields as attributes. */
  present?(row: Record<string, unknown>): z.output<R>;
  /** Joins the selection needs (the same joins serve sort, filter and search). */
  joins?: (query: PgSelect) => PgSelect;
  access: ResourceAccess;
  /** Route config of its customers' read routes (list and show), e.g. `allowBlocked` for the invoices a blocked account pays. */
  readConfig?: FastifyContextConfig;
  /** A condition every row must meet on every path (e.g. not archived). */
  where?: SQL;
  /** The customer's rows, as a SQL condition on the table (ARCHITECTURE §3 tenancy). */
  scope?: (user: AuthUser, db: DbOrTx) => SQL;
  create?: z.ZodType<Record<string, unknown>>;
  update?: z.ZodType<Record<string, unknown>>;
  sortable: Record<string, SortKey>;
  defaultSort: { field: string; direction: 'asc' | 'desc' };
  filterable?: Record<string, Filter>;
  /** What `q` searches, case-insensitively (listQuery.ts `SearchTerm`). */
  search?: SearchTerm[];
  /** Turns validated attributes into the row to insert (adds who created it, and the like). */
  toInsert?: (attributes: Record<string, unknown>, user: AuthUser) => Record<string, unknown>;
  /** Checks a create's validated attributes against the database (inside its transaction); throws an ApiError to refuse. */
  authorizeCreate?: (attributes: Record<string, unknown>, user: AuthUser, db: DbOrTx) => Promise<void>;
  /** Record-level check before an update (e.g. the caller's role in a Bolt); throws an ApiError to refuse. */
  authorizeUpdate?: (id: number, user: AuthUser, asAdmin: boolean, db: DbOrTx) => Promise<void>;
  /** Refuses a delete by throwing an ApiError (e.g. a server that still hosts Bolts). */
  beforeDelete?: (id: number, db: DbOrTx, user: AuthUser) => Promise<void>;
  /**
   * What a write brings about beyond its row (e.g. a lockdown's rebuild of the account's sites), in
   * its transaction: after a create or update, before a delete.
   */
  onWrite?: (
    change: { id: number; action: 'create' | 'update' | 'delete'; attributes?: Record<string, unknown> },
    tx: DbOrTx,
    context: WriteContext,
  ) => Promise<void>;
  /** 422 texts for unique violations, by attribute. */
  unique?: Record<string, string>;
  /** 422 texts for references to rows that do not exist, by attribute. */
  references?: Record<string, string>;
}
