import { and, count, eq, not, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { liveBolt } from '../auth/boltAccess.js';
import { accounts, bolts } from '../db/schema.js';
import { dualRoute } from '../http/dualRoute.js';
import { notFound } from '../http/errors.js';
import { listMeta, listQuerySchema, parseId, toRecord, type ListQuery } from '../http/jsonapi.js';
import { listConditions, listOrder, type ListSpec } from '../http/listQuery.js';
import { boltsResource } from '../resources/bolts.js';
import { currentTerm } from '../../src/rules/billingTerm.js';
import { messages } from '../../src/rules/messages.js';
import { permittedBolt, showBolt } from './boltRecord.js';

const boltParams = z.object({ id: z.string() });
const archived = not(liveBolt);
/** When the Bolt left: deleted at once, or its scheduled deletion came. */
const archivedAt = sql<Date>`coalesce(${bolts.deletedAt}, ${bolts.deletionScheduledAt})`;
const archiveList: ListSpec = {
  id: bolts.id,
  sortable: { name: bolts.name, customer: accounts.name, archivedAt },
  defaultSort: { field: 'archivedAt', direction: 'desc' },
  filterable: { plan: bolts.plan },
  search: [bolts.name, accounts.name],
};

/** Spec 1 §4 Bolt deletion, and staff's archive of deleted Bolts with restore (spec 1 §1, §7). */
export async function boltLifecycleRoutes(app: FastifyInstance) {
  dualRoute(
    app,
    'DELETE',
    'bolts/:id',
    {
      params: boltParams,
      querystring: z.object({ cancelImmediately: z.enum(['0', '1'], messages.oneOf) }),
      tags: ['bolts'],
    },
    async ({ params, query }, { user, asAdmin, reply }) => {
      const bolt = await permittedBolt(app.db, user, params.id, asAdmin, 'delete');
      if (query.cancelImmediately === '1') {
        await app.db.update(bolts).set({ deletedAt: new Date(), deletionScheduledAt: null }).where(eq(bolts.id, bolt.id));
        return reply.code(204).send();
      }
      // The Bolt stays until the term it was paid for ends; liveBolt hides it from then on.
      await app.db.update(bolts).set({ deletionScheduledAt: currentTerm(bolt).to }).where(eq(bolts.id, bolt.id));
      return { data: await showBolt(app.db, bolt.id) };
    },
  );

  dualRoute(app, 'POST', 'bolts/:id/restore-subscription', { params: boltParams, tags: ['billing'] }, async ({ params }, { user, asAdmin }) => {
    const bolt = await permittedBolt(app.db, user, params.id, asAdmin, 'manageBilling');
    await app.db.update(bolts).set({ deletionScheduledAt: null }).where(eq(bolts.id, bolt.id));
    return { data: await showBolt(app.db, bolt.id) };
  });

  const selectArchived = (fields: Record<string, unknown>) =>
    boltsResource.joins!(app.db.select(fields as typeof boltsResource.selection).from(bolts).$dynamic() as unknown as PgSelect);

  dualRoute(
    app,
    'GET',
    'bolts/archive',
    { querystring: listQuerySchema, tags: ['bolts'] },
    async ({ query }: { query: ListQuery & Record<string, unknown> }) => {
      const where = and(archived, ...listConditions(archiveList, query));
      const [rows, [{ total }]] = await Promise.all([
        selectArchived({ ...boltsResource.selection, deletedAt: bolts.deletedAt, archivedAt })
          .where(where)
          .orderBy(...listOrder(archiveList, query))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        selectArchived({ total: count() }).where(where),
      ]);
      return {
        data: rows.map((row) => toRecord('bolts', row as { id: number })),
        meta: listMeta(query.page, query.per_page, Number(total), rows.length),
      };
    },
    { customer: false },
  );

  dualRoute(
    app,
    'POST',
    'bolts/:id/restore',
    { params: boltParams, tags: ['bolts'] },
    async ({ params }) => {
      const restored = await app.db
        .update(bolts)
        .set({ deletedAt: null, deletionScheduledAt: null })
        .where(and(eq(bolts.id, parseId(params.id) ?? 0), archived))
        .returning({ id: bolts.id });
      if (!restored.length) throw notFound();
      return { data: await showBolt(app.db, restored[0].id) };
    },
    { customer: false },
  );
}
