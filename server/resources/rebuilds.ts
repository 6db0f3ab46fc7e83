import { count, eq, inArray, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { accounts, configRebuilds, environments, servers, users } from '../db/schema.js';
import { invalid } from '../http/errors.js';
import { rebuildAccess } from '../../src/rules/resourceAccess.js';
import { rebuildMessages, rebuildSchema } from '../../src/rules/schemas/sitesConfig.js';
import { rebuildRecordSchema } from '../../src/rules/schemas/records/sitesConfig.js';
import { queueRebuild } from '../services/sitesConfig.js';
import type { ResourceDeclaration } from './declaration.js';

const requester = alias(users, 'requester');
const sitesWith = (status?: string) =>
  sql<number>`(select count(*)::int from config_rebuild_sites s where s.rebuild_id = ${configRebuilds.id}${status ? sql` and s.status = ${status}` : sql``})`;

/**
 * admin/rebuild-sites-config (spec 1 §1, §6): rebuilds of sites' configuration or PHP and how far
 * each got. Staff follow them (a lockdown starts one); only admins start one.
 */
export const rebuildsResource: ResourceDeclaration<typeof rebuildRecordSchema> = {
  type: 'rebuild-sites-config',
  table: configRebuilds,
  selection: {
    id: configRebuilds.id,
    kind: configRebuilds.kind,
    reason: configRebuilds.reason,
    serverId: configRebuilds.serverId,
    server: servers.name,
    accountId: configRebuilds.accountId,
    account: accounts.name,
    requestedBy: sql<string | null>`nullif(trim(concat_ws(' ', ${requester.firstName}, ${requester.lastName})), '')`,
    createdAt: configRebuilds.createdAt,
    finishedAt: configRebuilds.finishedAt,
    sites: sitesWith(),
    done: sitesWith('done'),
    failed: sitesWith('failed'),
  },
  record: rebuildRecordSchema,
  joins: (query: PgSelect) =>
    query
      .leftJoin(servers, eq(servers.id, configRebuilds.serverId))
      .leftJoin(accounts, eq(accounts.id, configRebuilds.accountId))
      .leftJoin(requester, eq(requester.id, configRebuilds.requestedBy)),
  access: rebuildAccess,
  create: rebuildSchema,
  sortable: { createdAt: configRebuilds.id },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  filterable: { kind: configRebuilds.kind, reason: configRebuilds.reason, serverId: configRebuilds.serverId, accountId: configRebuilds.accountId },
  toInsert: (attributes, user) => ({
    kind: attributes.kind,
    reason: 'requested',
    serverId: attributes.serverId ?? null,
    requestedBy: user.id,
  }),
  authorizeCreate: async (attributes, _user, db) => {
    const ids = attributes.environmentIds as number[] | undefined;
    if (!ids) return;
    const [found] = await db.select({ n: count() }).from(environments).where(inArray(environments.id, ids));
    if (found.n !== new Set(ids).size) throw invalid('/data/attributes/environmentIds', rebuildMessages.unknownSite);
  },
  onWrite: async ({ id, attributes = {} }, tx, { send }) =>
    queueRebuild(tx, send, id, {
      serverId: attributes.serverId as number | undefined,
      environmentIds: attributes.environmentIds as number[] | undefined,
    }),
  references: { serverId: rebuildMessages.chooseServer },
};
