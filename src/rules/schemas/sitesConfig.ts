import { z } from 'zod';
import { recordId } from './common';

export const REBUILD_KINDS = ['config', 'php'] as const;
export const REBUILD_REASONS = ['requested', 'lockdown', 'site-settings'] as const;
/** Sites an admin may pick for one rebuild; a server's sites are taken whole. */
export const MAX_REBUILD_SITES = 500;

export const rebuildMessages = {
  chooseServer: 'Please choose a server.',
  chooseSites: 'Please choose the server or the sites to rebuild.',
  tooManySites: `Choose at most ${MAX_REBUILD_SITES} sites, or rebuild their server.`,
  unknownSite: 'One of the chosen sites does not exist.',
  started: 'The rebuild has started.',
} as const;

/**
 * POST admin/rebuild-sites-config (admin, spec 1 §6): rebuild the configuration (`config`) or PHP
 * (`php`) of a server's sites or of chosen sites.
 */
export const rebuildSchema = z
  .strictObject({
    kind: z.enum(REBUILD_KINDS).default('config'),
    serverId: recordId(rebuildMessages.chooseServer).optional(),
    environmentIds: z
      .array(recordId(rebuildMessages.unknownSite))
      .min(1, rebuildMessages.chooseSites)
      .max(MAX_REBUILD_SITES, rebuildMessages.tooManySites)
      .optional(),
  })
  .refine((value) => (value.serverId === undefined) !== (value.environmentIds === undefined), {
    message: rebuildMessages.chooseSites,
    path: ['serverId'],
  });
