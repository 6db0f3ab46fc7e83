import { type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { toRecord } from '../http/jsonapi.js';
import type { ResourceDeclaration } from './declaration.js';

/** A select of a declared resource over its joins: its selection, or the `fields` given. */
export function selectResource<R extends z.ZodType>(
  db: DbOrTx,
  decl: ResourceDeclaration<R>,
  fields: Record<string, unknown> = decl.selection,
): PgSelect {
  // The selection is declared as a plain record of columns, so drizzle cannot type the rows here.
  const query = db
    .select(fields as ResourceDeclaration['selection'])
    .from(decl.table)
    .$dynamic() as unknown as PgSelect;
  return decl.joins ? decl.joins(query) : query;
}

/**
 * The record of a selected row, in the one shape of its type. The selection is a plain record of
 * columns, so TypeScript cannot see the row match the record schema; the answer's check on its way
 * out (the route's response schema) does.
 */
export const presentRow = <R extends z.ZodType>(decl: ResourceDeclaration<R>, row: Record<string, unknown>) =>
  (decl.present ? decl.present(row) : toRecord(decl.type, row as { id: number })) as z.output<R>;

/** The record of the first row meeting `where`, or null; for calls outside the CRUD routes that answer a declared type. */
export async function findRecord<R extends z.ZodType>(db: DbOrTx, decl: ResourceDeclaration<R>, where: SQL) {
  const [row] = await selectResource(db, decl).where(where).limit(1);
  return row ? presentRow(decl, row) : null;
}
