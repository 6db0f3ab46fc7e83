import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { liveBolt, requireBoltPermission } from '../auth/boltAccess.js';
import { requireSitePermission } from '../auth/siteAccess.js';
import type { Db } from '../db/client.js';
import { bolts, environments } from '../db/schema.js';
import { dualRoute } from '../http/dualRoute.js';
import { CacheError, sandboxCache } from '../dataplane/cache.js';
import { ApiError, badGateway, notFound } from '../http/errors.js';
import { idParams, listMeta, listQuerySchema, parseId, writeBody, type ListQuery } from '../http/jsonapi.js';
import { listConditions, listOrder, type ListSpec } from '../http/listQuery.js';
import { boltRoleCan } from '../../src/rules/boltRoles.js';
import { cachingMessages } from '../../src/rules/caching.js';
import { findLocation } from '../../src/rules/locations.js';
import { PLAN_TERMS } from '../../src/rules/plans.js';
import { siteNameFor } from '../../src/rules/site.js';
import {
  environmentCreateSchema,
  environmentMessages,
  environmentUpdateSchema,
} from '../../src/rules/schemas/environment.js';
import { planEnvironmentChanges } from './environmentChanges.js';
import { environmentRecord, findEnvironment, selectEnvironments } from './environmentRecord.js';

const tags = ['environments'];
const cache = sandboxCache;

const listSpec: ListSpec = {
  id: environments.id,
  sortable: {
    title: environments.title,
    name: environments.name,
    state: environments.state,
    createdAt: environments.createdAt,
  },
  defaultSort: { field: 'id', direction: 'asc' },
  filterable: { state: environments.state },
  search: [environments.title],
};

const createQuery = z.object({ bolt: z.string(environmentMessages.boltRequired) });

const limitReached = (sites: number) =>
  new ApiError(422, [
    {
      status: '422',
      code: 'limit_reached',
      title: 'Limit reached',
      detail: environmentMessages.limitReached(sites),
      source: { pointer: '/data' },
    },
  ]);

/**
 * Inserts a site into a locked Bolt: the plan's site limit (PLAN_TERMS.sites), a system name made
 * from the title, and the Bolt's location and platform (legacy or not). Locking the Bolt row makes
 * the count and the name check hold against concurrent creations.
 */
async function insertSite(tx: Db, boltId: number, title: string): Promise<number> {
  const [bolt] = await tx
    .select({ plan: bolts.plan, location: bolts.location })
    .from(bolts)
    .where(and(eq(bolts.id, boltId), liveBolt))
    .for('update');
  if (!bolt) throw notFound();
  const limit = PLAN_TERMS[bolt.plan].sites;
  const [{ sites, legacy }] = await tx
    .select({ sites: count(), legacy: sql<boolean | null>`bool_or(${environments.isLegacy})` })
    .from(environments)
    .where(eq(environments.boltId, boltId));
  if (Number(sites) >= limit) throw limitReached(limit);
  // Names carry the Bolt id, so only this (locked) Bolt's sites can hold a candidate.
  const candidates = Array.from({ length: limit + 1 }, (_, attempt) => siteNameFor(title, boltId, attempt));
  const taken = new Set(
    (await tx.select({ name: environments.name }).from(environments).where(inArray(environments.name, candidates))).map(
      (row) => row.name,
    ),
  );
  const [created] = await tx
    .insert(environments)
    .values({
      boltId,
      title,
      name: candidates.find((name) => !taken.has(name))!,
      location: bolt.location,
      // The Bolt's sites share its server's platform; a Bolt without sites goes by its location.
      isLegacy: legacy ?? findLocation(bolt.location)?.isLegacy ?? false,
    })
    .returning({ id: environments.id });
  return created.id;
}

/** Spec 1 §7 GET bolts/{id}/environments; spec 2 §7 GET, POST, PATCH and DELETE environments. */
export async function environmentRoutes(app: FastifyInstance) {
  dualRoute(app, 'GET', 'bolts/:id/environments', { params: idParams, querystring: listQuerySchema, tags }, async (input, { user, asAdmin }) => {
    const boltId = parseId(input.params.id);
    if (boltId === null) throw notFound();
    await requireBoltPermission(app.db, user, boltId, asAdmin, 'view');
    const query = input.query as ListQuery & Record<string, unknown>;
    const where = and(eq(environments.boltId, boltId), ...listConditions(listSpec, query));
    const [rows, [{ total }]] = await Promise.all([
      selectEnvironments(app.db)
        .where(where)
        .orderBy(...listOrder(listSpec, query))
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page),
      app.db.select({ total: count() }).from(environments).where(where),
    ]);
    return {
      data: rows.map((row) => environmentRecord(row, false)),
      meta: listMeta(query.page, query.per_page, Number(total), rows.length),
    };
  });

  dualRoute(app, 'GET', 'environments/:id', { params: idParams, tags }, async ({ params }, { user, asAdmin }) => {
    const { siteId, role } = await requireSitePermission(app.db, user, params.id, asAdmin, 'view');
    return { data: environmentRecord(await findEnvironment(app.db, siteId), boltRoleCan(role, 'manageSites')) };
  });

  dualRoute(
    app,
    'POST',
    'environments',
    { querystring: createQuery, body: writeBody('environments', environmentCreateSchema), tags },
    async ({ query, body }, { user, asAdmin, reply }) => {
      const boltId = parseId(query.bolt);
      if (boltId === null) throw notFound();
      await requireBoltPermission(app.db, user, boltId, asAdmin, 'manageSites');
      const data = await app.db.transaction(async (tx) => {
        const siteId = await insertSite(tx as unknown as Db, boltId, body.data.attributes.title);
        return environmentRecord(await findEnvironment(tx as unknown as Db, siteId), true);
      });
      return reply.code(201).send({ data });
    },
  );

  dualRoute(
    app,
    'PATCH',
    'environments/:id',
    { params: idParams, body: writeBody('environments', environmentUpdateSchema), tags },
    async ({ params, body }, { user, asAdmin }) => {
      const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
      const { data, messages } = await app.db.transaction(async (tx) => {
        const site = await findEnvironment(tx as unknown as Db, siteId);
        // The admin/ variant is staff-only (dualRoute), so it is what unlocks the staff-only settings.
        const changes = planEnvironmentChanges(body.data.attributes, site, asAdmin);
        if (Object.keys(changes.columns).length) await tx.update(environments).set(changes.columns).where(eq(environments.id, siteId));
        // Spec 2 §4: a cache mode the servers refuse is not saved (the panel falls back to none).
        if (changes.cacheMode) {
          await cache.setMode(site, changes.cacheMode).catch((error: unknown) => {
            throw error instanceof CacheError ? badGateway(cachingMessages.changeFailed) : error;
          });
        }
        return { data: environmentRecord(await findEnvironment(tx as unknown as Db, siteId), true), messages: changes.messages };
      });
      return { data, ...(messages.length ? { meta: { message: messages.join('\n') } } : {}) };
    },
  );

  // Spec 1 §5 makes the person type the site's title; that is the panel's prompt, so the call
  // itself takes no confirmation, as spec 2 §7 lists it.
  dualRoute(app, 'DELETE', 'environments/:id', { params: idParams, tags }, async ({ params }, { user, asAdmin, reply }) => {
    const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
    await app.db.delete(environments).where(eq(environments.id, siteId));
    return reply.code(204).send();
  });
}
