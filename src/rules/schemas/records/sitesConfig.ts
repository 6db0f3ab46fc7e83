import { z } from 'zod';
import { REBUILD_KINDS, REBUILD_REASONS } from '../sitesConfig';
import { int, moment, resourceObject } from './document';

/** A rebuild of sites' configuration or PHP, with how far it got (admin/rebuild-sites-config). */
export const rebuildRecordSchema = resourceObject('rebuild-sites-config', {
  kind: z.enum(REBUILD_KINDS),
  reason: z.enum(REBUILD_REASONS),
  serverId: int.nullable(),
  server: z.string().nullable(),
  accountId: int.nullable(),
  account: z.string().nullable(),
  requestedBy: z.string().nullable(),
  createdAt: moment,
  finishedAt: moment.nullable(),
  sites: int,
  done: int,
  failed: int,
});

/** One site of a rebuild and what became of it. */
export const rebuildSiteRecordSchema = resourceObject('rebuild-sites', {
  environmentId: int,
  siteTitle: z.string(),
  siteName: z.string(),
  boltId: int,
  status: z.enum(['pending', 'done', 'failed']),
  serving: z.enum(['site', 'suspended', 'disabled']).nullable(),
  message: z.string().nullable(),
  finishedAt: moment.nullable(),
});
