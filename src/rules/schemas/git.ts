import { z } from 'zod';
import { messages } from '../messages';
import { GIT_DEFAULTS, isBranchName, isDeployPath, normalizeDeployPath, parseSshUrl, sshFormOf } from '../git';

export const GIT_FIELD_MAX = 255;

export const gitMessages = {
  // Spec 2 §5, quoted exactly; the example is the spec's, with its placeholder filled in.
  sshUrlRequired: 'The SSH URL cannot be empty',
  sshUrlFormat: 'The SSH URL must be in a format user@server:path/repo.git. Example: "git@github.com:octocat/Hello-World.git"',
  branchRequired: 'The branch name cannot be empty',
  deployPathRequired: 'Deploy path cannot be empty',
  deploymentUrlRequired: 'The field cannot be empty',
  // The specs give no texts for these; they follow the specs' tone.
  branchFormat: 'Please enter a valid branch name.',
  deployPathFormat: 'Please enter a valid folder under ~/site/, e.g. public.',
  tooLong: messages.tooLong(GIT_FIELD_MAX),
  inProgress: 'A deployment is already in progress.',
  notConnected: 'The repository’s connection has not been tested yet, so nothing was deployed. Finish connecting it first.',
  started: (branch: string) => `Deployment of ${branch} started.`,
  notRun: 'The deployment could not be run. Please try again.',
  autopullFormat: 'Please choose on or off.',
  nothingToUpdate: 'Please give a branch or whether to deploy on every push.',
  autopullOff: 'Deploy on every push is off for this site; nothing was deployed.',
  autopullOn: 'Deploy on every push is on.',
  autopullOffSaved: 'Deploy on every push is off.',
  // Spec 2 §8 failure texts the panel shows.
  addFailed: 'could not add git repository',
  checkFailed: 'connection check failed',
  updateFailed: 'could not update git repository',
  deleteFailed: 'could not delete git repository',
  deployFailed: 'Unknown error',
} as const;

const required = (message: string) => z.string(message).trim().min(1, { message, abort: true }).max(GIT_FIELD_MAX, gitMessages.tooLong);

export const gitBranch = () => required(gitMessages.branchRequired).refine(isBranchName, gitMessages.branchFormat);

/** POST environments/{id}/git (spec 2 §7 save payload): repodef, branch, localpath. */
export const gitConnectSchema = z.strictObject({
  // An HTTPS address is taken too and kept as its SSH URL, the form a deploy key works over.
  repodef: required(gitMessages.sshUrlRequired)
    .refine((url) => parseSshUrl(url) !== null, gitMessages.sshUrlFormat)
    .transform(sshFormOf),
  branch: gitBranch().default(GIT_DEFAULTS.branch),
  localpath: z
    .string(gitMessages.deployPathRequired)
    .transform(normalizeDeployPath)
    .pipe(required(gitMessages.deployPathRequired).refine(isDeployPath, gitMessages.deployPathFormat))
    .default(GIT_DEFAULTS.localpath),
});
export type GitConnectInput = z.input<typeof gitConnectSchema>;

/** PUT environments/{id}/git: the repository page's branch update. */
export const gitBranchSchema = z.strictObject({ branch: gitBranch() });

/** PUT environments/{id}/git body: the branch, "Deploy on every push" (spec 2 §3 git.autopull), or both. */
export const gitUpdateSchema = z
  .strictObject({ branch: gitBranch().optional(), autopull: z.boolean(gitMessages.autopullFormat).optional() })
  .refine((update) => update.branch !== undefined || update.autopull !== undefined, { message: gitMessages.nothingToUpdate });
export type GitUpdateInput = z.input<typeof gitUpdateSchema>;
