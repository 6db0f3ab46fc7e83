import { defaultExporter, type Exporter } from 'react-admin';
import type { Database } from '../../../rules/schemas/records/database';

/** The databases a site uses as CSV (databases-site-{id}.csv), with the spec 2 §2.6 list's facts. */
export const siteDatabaseExporter =
  (siteId: string): Exporter<Database> =>
  (databases, fetchRelated, dataProvider) =>
    defaultExporter(
      databases.map(({ id, name, size, dbName, dbUser, environments }) => ({
        id,
        name,
        sizeMiB: size,
        dbName,
        dbUser,
        sites: environments.join(', '),
      })),
      fetchRelated,
      dataProvider,
      `databases-site-${siteId}`,
    );
