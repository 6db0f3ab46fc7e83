import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.js';
import { domains, provisioningOrders } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import type { cfMetadataDocument, cfMetadataQuery } from '../../src/rules/schemas/records/cfMetadata.js';

/**
 * The panel keeps no vary headers: the clients' call that sets them is unknown
 * (docs/provider-clients.md §3.5), so every domain's cache varies by none of them.
 */
const NO_VARY_HEADERS = '';

/**
 * GET environments/{id}/cf-metadata (README "The provider's clients"): one of the site's domains on
 * a CDN zone, from its CDN order. A name that is not one of the site's domains is a 404, like a site
 * the caller cannot see.
 */
export async function cfMetadata(db: DbOrTx, siteId: number, query: z.output<typeof cfMetadataQuery>): Promise<z.output<typeof cfMetadataDocument>> {
  const [row] = await db
    .select({ id: domains.id, name: domains.name, cdnEnabled: domains.cdnEnabled, zone: provisioningOrders.type })
    .from(domains)
    .leftJoin(provisioningOrders, eq(provisioningOrders.id, domains.cdnOrderId))
    .where(and(eq(domains.environmentId, siteId), eq(domains.name, query.domain)))
    .limit(1);
  if (!row) throw notFound();
  return {
    data: {
      id: String(row.id),
      type: 'cf-metadata',
      attributes: { domain: row.name, zone: query.zone, enabled: row.cdnEnabled && row.zone === query.zone, varyHeaders: NO_VARY_HEADERS },
    },
    custom_metadata: { vary_headers: NO_VARY_HEADERS },
  };
}
