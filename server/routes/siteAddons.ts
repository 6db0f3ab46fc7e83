import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireSitePermission } from '../auth/siteAccess.js';
import { siteAddons } from '../db/schema.js';
import { dualRoute } from '../http/dualRoute.js';
import { conflict, notFound } from '../http/errors.js';
import { idParams, listMeta, writeBody } from '../http/jsonapi.js';
import { findSiteAddon, SITE_ADDONS } from '../../src/rules/addons.js';
import { addonCreateSchema, addonMessages, addonUpdateSchema } from '../../src/rules/schemas/addon.js';

const tags = ['addons'];
const addonParams = z.object({ id: z.string(), name: z.string() });

type AddonRow = { name: string; enabled: boolean; createdAt: Date };

/** An add-on of the catalogue as a site has it; its name is its id within the site. */
function addonRecord(name: string, row: AddonRow | undefined) {
  const { title, description } = findSiteAddon(name)!;
  return {
    id: name,
    type: 'addons',
    attributes: { name, title, description, added: !!row, enabled: row?.enabled ?? false, addedAt: row?.createdAt ?? null },
  };
}

const columns = { name: siteAddons.name, enabled: siteAddons.enabled, createdAt: siteAddons.createdAt };

/** Spec 2 §6 and §7: add-ons are the staff's (admin/ paths only). */
export async function siteAddonRoutes(app: FastifyInstance) {
  const staffOnly = { customer: false };

  dualRoute(app, 'GET', 'environments/:id/addons', { params: idParams, tags }, async ({ params }, { user, asAdmin }) => {
    const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'view');
    const rows = await app.db.select(columns).from(siteAddons).where(eq(siteAddons.environmentId, siteId));
    const data = SITE_ADDONS.map(({ name }) => addonRecord(name, rows.find((row) => row.name === name)));
    return { data, meta: listMeta(1, data.length, data.length, data.length) };
  }, staffOnly);

  dualRoute(
    app,
    'POST',
    'environments/:id/addons',
    { params: idParams, body: writeBody('addons', addonCreateSchema), tags },
    async ({ params, body }, { user, asAdmin, reply }) => {
      const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
      const { name, enabled } = body.data.attributes;
      const [row] = await app.db
        .insert(siteAddons)
        .values({ environmentId: siteId, name, enabled })
        .onConflictDoNothing()
        .returning(columns);
      if (!row) throw conflict('/data/attributes/name', addonMessages.alreadyAdded);
      return reply.code(201).send({ data: addonRecord(name, row) });
    },
    staffOnly,
  );

  dualRoute(
    app,
    'PATCH',
    'environments/:id/addons/:name',
    { params: addonParams, body: writeBody('addons', addonUpdateSchema), tags },
    async ({ params, body }, { user, asAdmin }) => {
      const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
      const [row] = await app.db
        .update(siteAddons)
        .set({ enabled: body.data.attributes.enabled })
        .where(and(eq(siteAddons.environmentId, siteId), eq(siteAddons.name, params.name)))
        .returning(columns);
      if (!row) throw notFound();
      return { data: addonRecord(row.name, row) };
    },
    staffOnly,
  );

  dualRoute(
    app,
    'DELETE',
    'environments/:id/addons/:name',
    { params: addonParams, tags },
    async ({ params }, { user, asAdmin, reply }) => {
      const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
      const removed = await app.db
        .delete(siteAddons)
        .where(and(eq(siteAddons.environmentId, siteId), eq(siteAddons.name, params.name)))
        .returning({ name: siteAddons.name });
      if (!removed.length) throw notFound();
      return reply.code(204).send();
    },
    staffOnly,
  );
}
