import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.js';
import { configRebuilds, configRebuildSites, environments } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import type { ListQuery } from '../http/jsonapi.js';
import { listPage, type ListFields } from '../http/listPage.js';
import type { ListSpec } from '../http/listQuery.js';
import type { rebuildSiteRecordSchema } from '../../src/rules/schemas/records/sitesConfig.js';

const columns = {
  environmentId: configRebuildSites.environmentId,
  siteTitle: environments.title,
  siteName: environments.name,
  boltId: environments.boltId,
  status: configRebuildSites.status,
  serving: configRebuildSites.serving,
  message: configRebuildSites.message,
  finishedAt: configRebuildSites.finishedAt,
};

/** The rows of one rebuild: its condition sits in the join, so the page's records keep to it as its ids do. */
const selectSites = (db: DbOrTx, rebuildId: number, fields: ListFields = columns) =>
  db
    .select(fields as typeof columns)
    .from(configRebuildSites)
    .innerJoin(environments, and(eq(environments.id, configRebuildSites.environmentId), eq(configRebuildSites.rebuildId, rebuildId)))
    .$dynamic();

/** A rebuild's sites are one each: the site's id stands for its row. Failed ones first by default. */
const spec: ListSpec = {
  id: configRebuildSites.environmentId,
  sortable: { site: configRebuildSites.environmentId, status: configRebuildSites.status },
  defaultSort: { field: 'site', direction: 'asc' },
  filterable: { status: configRebuildSites.status },
};

type SiteRow = Awaited<ReturnType<typeof selectSites>>[number];

const record = (row: SiteRow): z.output<typeof rebuildSiteRecordSchema> => ({
  id: String(row.environmentId),
  type: 'rebuild-sites',
  attributes: { ...row },
});

/** GET admin/rebuild-sites-config/{id}/sites: what became of each site of a rebuild. */
export async function listRebuildSites(db: DbOrTx, rebuildId: number, query: ListQuery & Record<string, unknown>) {
  const [rebuild] = await db.select({ id: configRebuilds.id }).from(configRebuilds).where(eq(configRebuilds.id, rebuildId));
  if (!rebuild) throw notFound();
  return listPage(
    db,
    (fields) => selectSites(db, rebuildId, fields),
    undefined,
    spec,
    query,
    (row) => record(row as SiteRow),
  );
}
