import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { boltScope, liveBolt } from '../auth/boltAccess.js';
import { requireSiteRole } from '../auth/siteAccess.js';
import { isSiteKey, type Caller } from '../auth/siteKey.js';
import { sandboxSiteConfig, SiteConfigError } from '../dataplane/siteConfig.js';
import type { DbOrTx } from '../db/client.js';
import { bolts, cronjobs, environments } from '../db/schema.js';
import { badGateway, notFound } from '../http/errors.js';
import { parseId, type ListQuery } from '../http/jsonapi.js';
import { listPage, type ListFields } from '../http/listPage.js';
import type { ListSpec } from '../http/listQuery.js';
import type { BoltPermission } from '../../src/rules/boltRoles.js';
import { describeSchedule } from '../../src/rules/cron.js';
import type { cronjobCreateSchema, cronjobUpdateSchema } from '../../src/rules/schemas/cronjob.js';
import type { cronjobRecordSchema } from '../../src/rules/schemas/records/cronjob.js';

const siteConfig = sandboxSiteConfig;

// The specs give no text for this; it follows their tone.
const CRONTAB_FAILED = "Could not update the cron jobs on the site's server. Please try again later.";

/** What a cron job's record is made of: the job, its site and the site's Bolt. */
export const cronjobColumns = {
  id: cronjobs.id,
  environmentId: cronjobs.environmentId,
  environment: environments.title,
  boltId: environments.boltId,
  bolt: bolts.name,
  schedule: cronjobs.schedule,
  command: cronjobs.command,
  comment: cronjobs.comment,
  notifications: cronjobs.notifications,
  active: cronjobs.active,
  siteEnabled: environments.enabled,
  createdAt: cronjobs.createdAt,
};

const selectCronjobs = (db: DbOrTx, fields: ListFields = cronjobColumns) =>
  db
    .select(fields as typeof cronjobColumns)
    .from(cronjobs)
    .innerJoin(environments, eq(environments.id, cronjobs.environmentId))
    .innerJoin(bolts, eq(bolts.id, environments.boltId))
    .$dynamic();

type CronRow = Awaited<ReturnType<typeof selectCronjobs>>[number];

/** The one record of a cron job (src/rules/schemas/records/cronjob.ts). */
export const cronRecord = ({ id, siteEnabled, ...row }: CronRow): z.output<typeof cronjobRecordSchema> => ({
  id: String(id),
  type: 'cronjobs',
  attributes: { ...row, description: describeSchedule(row.schedule), disabled: !siteEnabled },
  relationships: { environment: { data: { type: 'environments', id: String(row.environmentId) } } },
});

const listSpec: ListSpec = {
  id: cronjobs.id,
  sortable: { schedule: cronjobs.schedule, command: cronjobs.command, active: cronjobs.active, createdAt: cronjobs.createdAt },
  defaultSort: { field: 'id', direction: 'asc' },
  filterable: { notifications: cronjobs.notifications },
  search: [cronjobs.command, cronjobs.comment],
};

/** One page of a site's cron jobs. */
export const listCronjobs = (db: DbOrTx, siteId: number, query: ListQuery & Record<string, unknown>) =>
  listPage(
    db,
    (fields) => selectCronjobs(db, fields),
    eq(cronjobs.environmentId, siteId),
    listSpec,
    query,
    (row) => cronRecord(row),
  );

/**
 * GET cronjobs (README "The provider's clients"): a page of the cron jobs the caller may see, a
 * site key's of its own site, a person's of every live Bolt they may see.
 */
export const listCallerCronjobs = (db: DbOrTx, caller: Caller, query: ListQuery & Record<string, unknown>) =>
  listPage(
    db,
    (fields) => selectCronjobs(db, fields),
    isSiteKey(caller) ? eq(cronjobs.environmentId, caller.siteId) : and(boltScope(caller, db), liveBolt),
    listSpec,
    query,
    (row) => cronRecord(row),
  );

/** A cron job as the caller may reach it: through its site (siteAccess.ts), else a 404. */
export async function findCronjob(db: DbOrTx, rawId: string, caller: Caller, asAdmin: boolean, permission: BoltPermission) {
  const id = parseId(rawId);
  const [row] = id === null ? [] : await selectCronjobs(db).where(eq(cronjobs.id, id));
  if (!row) throw notFound();
  await requireSiteRole(db, caller, { id: row.environmentId, boltId: row.boltId }, asAdmin, permission);
  return row;
}

/**
 * Runs a change of a site's cron jobs with the site's row locked, then hands the site's whole
 * list to its server. Writers of one site take turns, so the server always gets the latest list;
 * if the server refuses it, the change is rolled back.
 */
async function changeCronjobs<T>(db: DbOrTx, siteId: number, change: (tx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const [site] = await tx
      .select({ name: environments.name, title: environments.title })
      .from(environments)
      .where(eq(environments.id, siteId))
      .for('update');
    if (!site) throw notFound();
    const result = await change(tx);
    const jobs = await tx.select().from(cronjobs).where(eq(cronjobs.environmentId, siteId)).orderBy(asc(cronjobs.id));
    await siteConfig.writeCrontab(site, jobs).catch((error: unknown) => {
      throw error instanceof SiteConfigError ? badGateway(CRONTAB_FAILED, error) : error;
    });
    return result;
  });
}

export const createCronjob = (db: DbOrTx, siteId: number, attributes: z.output<typeof cronjobCreateSchema>) =>
  changeCronjobs(db, siteId, async (tx) => {
    const [created] = await tx
      .insert(cronjobs)
      .values({ ...attributes, environmentId: siteId })
      .returning({ id: cronjobs.id });
    const [row] = await selectCronjobs(tx).where(eq(cronjobs.id, created.id));
    return cronRecord(row);
  });

/** Changes the attributes given (undefined ones are left as they are). */
export function updateCronjob(db: DbOrTx, job: { id: number; environmentId: number }, attributes: z.output<typeof cronjobUpdateSchema>) {
  const changes = Object.fromEntries(Object.entries(attributes).filter(([, value]) => value !== undefined));
  return changeCronjobs(db, job.environmentId, async (tx) => {
    if (Object.keys(changes).length) await tx.update(cronjobs).set(changes).where(eq(cronjobs.id, job.id));
    const [row] = await selectCronjobs(tx).where(eq(cronjobs.id, job.id));
    if (!row) throw notFound();
    return cronRecord(row);
  });
}

export const deleteCronjob = (db: DbOrTx, job: { id: number; environmentId: number }) =>
  changeCronjobs(db, job.environmentId, async (tx) => {
    const deleted = await tx.delete(cronjobs).where(eq(cronjobs.id, job.id)).returning({ id: cronjobs.id });
    if (!deleted.length) throw notFound();
  });
