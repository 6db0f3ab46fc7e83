import type { Database } from '../../../rules/schemas/records/database';

/** Spec 2 §3 Database, as GET bolts/{id}/databases answers it; `size` is in MiB. */
export type { Database };

/** POST bolts/{id}/databases answers the password once, with the new record. */
export type CreatedDatabase = Database & { password: string };

/** The databases are MySQL; the API names no port because every database server listens on MySQL's own. */
export const DATABASE_PORT = 3306;

/** Shown where a value is missing (no host yet, no site using the database). */
export const NONE = '—';

const MIB = new Intl.NumberFormat('en', { maximumFractionDigits: 0 });
export const sizeText = (size: number) => `${MIB.format(size)} MiB`;

export const sitesText = (environments: readonly string[]) => (environments.length ? environments.join(', ') : NONE);

export type CredentialKey = 'host' | 'port' | 'dbName' | 'dbUser' | 'password';

/** What a client needs to connect, in the order people fill in a connection form. */
export function credentialRows(database: Database, password?: string): { key: CredentialKey; value: string | null }[] {
  return [
    { key: 'host', value: database.host },
    { key: 'port', value: String(DATABASE_PORT) },
    { key: 'dbName', value: database.dbName },
    { key: 'dbUser', value: database.dbUser },
    ...(password === undefined ? [] : [{ key: 'password' as const, value: password }]),
  ];
}

/**
 * The created database handed to the result page in router state; anything else (a reload after
 * the state was cleared, a typed-in URL) yields null, and the page says the password is gone.
 */
export function createdDatabaseOf(state: unknown): CreatedDatabase | null {
  const database = (state as { database?: Partial<CreatedDatabase> } | null)?.database;
  if (!database || typeof database !== 'object') return null;
  const { id, password, dbName, dbUser } = database;
  const complete = id !== undefined && [password, dbName, dbUser].every((value) => typeof value === 'string' && value !== '');
  return complete ? (database as CreatedDatabase) : null;
}
