import { z } from 'zod';
import { moment, resourceObject, type Flat } from './document';

export const DEPLOY_STATES = ['deploying', 'deployed', 'failed'] as const;

/**
 * A site's git config (spec 2 §3): the repository and branch, the deploy key's public half, the
 * last deployment, and where to give the repository the key and the webhook. The id is the site's.
 */
export const gitRecordSchema = resourceObject('git', {
  repodef: z.string().nullable(),
  branch: z.string(),
  localpath: z.string(),
  deployPath: z.string(),
  connected: z.boolean(),
  /** Spec 2 §3 git.autopull, "Deploy on every push": whether the deploy webhook deploys. */
  autopull: z.boolean(),
  last_trigger: moment.nullable(),
  last_status: z.enum(DEPLOY_STATES).nullable(),
  last_message: z.string().nullable(),
  commit: z.string().nullable(),
  publickey: z.string(),
  repositoryUrl: z.string().nullable(),
  deployKeySettingsUrl: z.string().nullable(),
  deploymentUrl: z.string(),
});
export type GitRecord = z.input<typeof gitRecordSchema>;
export type GitRepository = Flat<GitRecord>;

/** GET environments/{id}/git: null when the site has no repository yet. */
export const gitDocument = z.strictObject({ data: gitRecordSchema.nullable() });

/** POST …/git/test-connection and …/git/deploy: an outcome, not an error (spec 2 §7 data.success, data.message). */
export const gitOutcomeDocument = z.strictObject({
  data: z.union([
    z.strictObject({ success: z.literal(true), message: z.string().optional() }),
    z.strictObject({ success: z.literal(false), message: z.string() }),
  ]),
});
export type GitOutcome = z.input<typeof gitOutcomeDocument>['data'];
