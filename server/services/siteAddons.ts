import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client.js';
import { siteAddons } from '../db/schema.js';
import { conflict, notFound } from '../http/errors.js';
import { listMeta } from '../http/jsonapi.js';
import { findSiteAddon, SITE_ADDONS } from '../../src/rules/addons.js';
import { addonMessages } from '../../src/rules/schemas/addon.js';
import type { siteAddonRecordSchema } from '../../src/rules/schemas/records/environment.js';

type AddonRow = { name: string; enabled: boolean; createdAt: Date };

/** An add-on of the catalogue as a site has it; its name is its id within the site. */
function addonRecord(name: string, row: AddonRow | undefined): z.output<typeof siteAddonRecordSchema> {
  const { title, description } = findSiteAddon(name)!;
  return {
    id: name,
    type: 'addons',
    attributes: { name, title, description, added: !!row, enabled: row?.enabled ?? false, addedAt: row?.createdAt ?? null },
  };
}

const columns = { name: siteAddons.name, enabled: siteAddons.enabled, createdAt: siteAddons.createdAt };

/** Every add-on of the catalogue, added to the site or not. */
export async function listSiteAddons(db: DbOrTx, siteId: number) {
  const rows = await db.select(columns).from(siteAddons).where(eq(siteAddons.environmentId, siteId));
  const data = SITE_ADDONS.map(({ name }) =>
    addonRecord(
      name,
      rows.find((row) => row.name === name),
    ),
  );
  return { data, meta: listMeta(1, data.length, data.length, data.length) };
}

export async function addSiteAddon(db: DbOrTx, siteId: number, { name, enabled }: { name: string; enabled: boolean }) {
  const [row] = await db.insert(siteAddons).values({ environmentId: siteId, name, enabled }).onConflictDoNothing().returning(columns);
  if (!row) throw conflict('/data/attributes/name', addonMessages.alreadyAdded);
  return addonRecord(name, row);
}

export async function switchSiteAddon(db: DbOrTx, siteId: number, name: string, enabled: boolean) {
  const [row] = await db
    .update(siteAddons)
    .set({ enabled })
    .where(and(eq(siteAddons.environmentId, siteId), eq(siteAddons.name, name)))
    .returning(columns);
  if (!row) throw notFound();
  return addonRecord(row.name, row);
}

export async function removeSiteAddon(db: DbOrTx, siteId: number, name: string) {
  const removed = await db
    .delete(siteAddons)
    .where(and(eq(siteAddons.environmentId, siteId), eq(siteAddons.name, name)))
    .returning({ name: siteAddons.name });
  if (!removed.length) throw notFound();
}
