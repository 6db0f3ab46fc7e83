import { boltDatabases } from './boltDatabases';

// The databases a site uses (its Databases page); the records are the Bolt's databases.
export const siteDatabases = { name: boltDatabases.name, fields: boltDatabases.fields };
