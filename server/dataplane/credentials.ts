/**
 * Credentials on the hosting servers: a site's SSH/SFTP password, a database with its user, and
 * that user's credentials on the server of a site using the database.
 * The panel keeps only hashes; the plain secret goes to the server here and to the caller once.
 */
export interface HostCredentials {
  setSshPassword(site: { name: string; title: string; hostname: string | null }, password: string): Promise<void>;
  createDatabase(database: { name: string; dbName: string; dbUser: string; host: string | null }, password: string): Promise<void>;
  dropDatabase(database: { name: string; dbName: string; dbUser: string; host: string | null }): Promise<void>;
  /** Takes a database's credentials off the server of a site disconnected from it (spec 2 §2.6). */
  disconnectDatabase(site: { name: string; title: string }, database: { dbName: string; dbUser: string }): Promise<void>;
}

export class CredentialsError extends Error {}

/** Failure injection (ARCHITECTURE §5): a site title or database name starting with this fails. */
export const FAILING_PREFIX = 'fail-';

const failsFor = (name: string) => name.toLowerCase().startsWith(FAILING_PREFIX);

/** Sandbox: the servers accept every change except for names marked to fail. */
export const sandboxCredentials: HostCredentials = {
  async setSshPassword(site) {
    if (failsFor(site.title)) throw new CredentialsError(`The SSH gateway refused the password of ${site.name}.`);
  },
  async createDatabase(database) {
    if (failsFor(database.name)) throw new CredentialsError(`The database server could not create ${database.dbName}.`);
  },
  async dropDatabase(database) {
    if (failsFor(database.name)) throw new CredentialsError(`The database server could not drop ${database.dbName}.`);
  },
  async disconnectDatabase(site, database) {
    if (failsFor(site.title)) throw new CredentialsError(`The server of ${site.name} could not remove the credentials of ${database.dbName}.`);
  },
};
