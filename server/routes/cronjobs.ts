import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireBoltPermission } from '../auth/boltAccess.js';
import type { AuthUser } from '../auth/session.js';
import { requireSitePermission } from '../auth/siteAccess.js';
import { sandboxSiteConfig, SiteConfigError } from '../dataplane/siteConfig.js';
import type { Db } from '../db/client.js';
import { cronjobs, environments } from '../db/schema.js';
import { dualRoute } from '../http/dualRoute.js';
import { badGateway, notFound } from '../http/errors.js';
import { idParams, listMeta, listQuerySchema, parseId, writeBody, type ListQuery } from '../http/jsonapi.js';
import { listConditions, listOrder, type ListSpec } from '../http/listQuery.js';
import type { BoltPermission } from '../../src/rules/boltRoles.js';
import { describeSchedule } from '../../src/rules/cron.js';
import {
  cronjobCreateSchema,
  cronjobMessages,
  cronjobUpdateSchema,
  isCronToggle,
} from '../../src/rules/schemas/cronjob.js';

const tags = ['cronjobs'];
const siteConfig = sandboxSiteConfig;

// The specs give no text for this; it follows their tone.
const CRONTAB_FAILED = "Could not update the cron jobs on the site's server. Please try again later.";

const columns = {
  id: cronjobs.id,
  environmentId: cronjobs.environmentId,
  boltId: environments.boltId,
  schedule: cronjobs.schedule,
  command: cronjobs.command,
  comment: cronjobs.comment,
  notifications: cronjobs.notifications,
  active: cronjobs.active,
  siteEnabled: environments.enabled,
  createdAt: cronjobs.createdAt,
};

const selectCronjobs = (db: Db) =>
  db.select(columns).from(cronjobs).innerJoin(environments, eq(environments.id, cronjobs.environmentId)).$dynamic();

type CronRow = Awaited<ReturnType<typeof selectCronjobs>>[number];

/** Spec 2 §3 Cron job; `disabled` says it does not run because its site is not enabled. */
const cronRecord = (row: CronRow) => ({
  id: String(row.id),
  type: 'cronjobs',
  attributes: {
    schedule: row.schedule,
    description: describeSchedule(row.schedule),
    command: row.command,
    comment: row.comment,
    notifications: row.notifications,
    active: row.active,
    disabled: !row.siteEnabled,
    environmentId: row.environmentId,
    createdAt: row.createdAt,
  },
  relationships: { environment: { data: { type: 'environments', id: String(row.environmentId) } } },
});

const listSpec: ListSpec = {
  id: cronjobs.id,
  sortable: { schedule: cronjobs.schedule, command: cronjobs.command, active: cronjobs.active, createdAt: cronjobs.createdAt },
  defaultSort: { field: 'id', direction: 'asc' },
  filterable: { notifications: cronjobs.notifications },
  search: [cronjobs.command, cronjobs.comment],
};

/** JSON:API create body (spec 2 §7): attributes plus relationships.environment {type, id}. */
const createBody = z.object({
  data: z.object({
    type: z.literal('cronjobs').optional(),
    attributes: cronjobCreateSchema,
    relationships: z.object(
      {
        environment: z.object(
          {
            data: z.object(
              { type: z.literal('environments').optional(), id: z.union([z.string(), z.number()]) },
              cronjobMessages.environment,
            ),
          },
          cronjobMessages.environment,
        ),
      },
      cronjobMessages.environment,
    ),
  }),
});

/** A cron job as the caller may reach it: through its site's Bolt, else a 404. */
async function findCronjob(db: Db, rawId: string, user: AuthUser, asAdmin: boolean, permission: BoltPermission) {
  const id = parseId(rawId);
  const [row] = id === null ? [] : await selectCronjobs(db).where(eq(cronjobs.id, id));
  if (!row) throw notFound();
  await requireBoltPermission(db, user, row.boltId, asAdmin, permission);
  return row;
}

/**
 * Runs a change of a site's cron jobs with the site's row locked, then hands the site's whole
 * list to its server. Writers of one site take turns, so the server always gets the latest list;
 * if the server refuses it, the change is rolled back.
 */
async function changeCronjobs<T>(db: Db, siteId: number, change: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [site] = await tx
      .select({ name: environments.name, title: environments.title })
      .from(environments)
      .where(eq(environments.id, siteId))
      .for('update');
    if (!site) throw notFound();
    const result = await change(tx);
    const jobs = await tx.select().from(cronjobs).where(eq(cronjobs.environmentId, siteId)).orderBy(asc(cronjobs.id));
    await siteConfig.writeCrontab(site, jobs).catch((error: unknown) => {
      throw error instanceof SiteConfigError ? badGateway(CRONTAB_FAILED) : error;
    });
    return result;
  });
}

/** Spec 2 §2.7 and §7: a site's cron jobs; list, create, update and delete, customer and admin/. */
export async function cronjobRoutes(app: FastifyInstance) {
  dualRoute(
    app,
    'GET',
    'environments/:id/cronjobs',
    { params: idParams, querystring: listQuerySchema, tags },
    async (input, { user, asAdmin }) => {
      const { siteId } = await requireSitePermission(app.db, user, input.params.id, asAdmin, 'view');
      const query = input.query as ListQuery & Record<string, unknown>;
      const where = and(eq(cronjobs.environmentId, siteId), ...listConditions(listSpec, query));
      const [rows, [{ total }]] = await Promise.all([
        selectCronjobs(app.db)
          .where(where)
          .orderBy(...listOrder(listSpec, query))
          .limit(query.per_page)
          .offset((query.page - 1) * query.per_page),
        app.db.select({ total: count() }).from(cronjobs).where(where),
      ]);
      return { data: rows.map(cronRecord), meta: listMeta(query.page, query.per_page, Number(total), rows.length) };
    },
  );

  dualRoute(app, 'GET', 'cronjobs/:id', { params: idParams, tags }, async ({ params }, { user, asAdmin }) => ({
    data: cronRecord(await findCronjob(app.db, params.id, user, asAdmin, 'view')),
  }));

  dualRoute(app, 'POST', 'cronjobs', { body: createBody, tags }, async ({ body }, { user, asAdmin, reply }) => {
    const { siteId } = await requireSitePermission(app.db, user, String(body.data.relationships.environment.data.id), asAdmin, 'manageSites');
    const data = await changeCronjobs(app.db, siteId, async (tx) => {
      const [created] = await tx
        .insert(cronjobs)
        .values({ ...body.data.attributes, environmentId: siteId })
        .returning({ id: cronjobs.id });
      const [row] = await selectCronjobs(tx).where(eq(cronjobs.id, created.id));
      return cronRecord(row);
    });
    return reply.code(201).send({ data, meta: { message: cronjobMessages.added } });
  });

  dualRoute(
    app,
    'PATCH',
    'cronjobs/:id',
    { params: idParams, body: writeBody('cronjobs', cronjobUpdateSchema), tags },
    async ({ params, body }, { user, asAdmin }) => {
      const { id, environmentId } = await findCronjob(app.db, params.id, user, asAdmin, 'manageSites');
      const changes = Object.fromEntries(Object.entries(body.data.attributes).filter(([, value]) => value !== undefined));
      const data = await changeCronjobs(app.db, environmentId, async (tx) => {
        if (Object.keys(changes).length) await tx.update(cronjobs).set(changes).where(eq(cronjobs.id, id));
        const [row] = await selectCronjobs(tx).where(eq(cronjobs.id, id));
        if (!row) throw notFound();
        return cronRecord(row);
      });
      return { data, meta: { message: isCronToggle(changes) ? cronjobMessages.toggled : cronjobMessages.updated } };
    },
  );

  // Spec 2 §2.7 makes the person type DELETE; that is the panel's prompt, so the call takes none.
  dualRoute(app, 'DELETE', 'cronjobs/:id', { params: idParams, tags }, async ({ params }, { user, asAdmin, reply }) => {
    const { id, environmentId } = await findCronjob(app.db, params.id, user, asAdmin, 'manageSites');
    await changeCronjobs(app.db, environmentId, async (tx) => {
      const deleted = await tx.delete(cronjobs).where(eq(cronjobs.id, id)).returning({ id: cronjobs.id });
      if (!deleted.length) throw notFound();
    });
    return reply.code(204).send();
  });
}
