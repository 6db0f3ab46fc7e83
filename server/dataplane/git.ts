import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseSshUrl } from '../../src/rules/git.js';

/** What the site's server does with a git repository: check the deploy key, pull and deploy. */
export interface GitHost {
  testConnection(repo: { repodef: string; publicKey: string }): Promise<GitOutcome>;
  /**
   * Deploys the branch's head into ~/site/{localpath}, triggered at `trigger`; resolves once the
   * deployment has finished (the git-deploy job waits for it, server/jobs/git.ts).
   */
  deploy(repo: { repodef: string; branch: string; localpath: string }, trigger: Date): Promise<DeployOutcome>;
}

export type GitOutcome = { success: true } | { success: false; message: string };
export type DeployOutcome = { success: true; commit: string; message: string } | { success: false; message: string };

/** Failure injection (ARCHITECTURE §5): a repository path or branch containing this fails. */
export const FAILING_MARK = 'fail-';

/**
 * A sandbox deployment takes this long: 3 s, or GIT_SANDBOX_DEPLOY_MS (the browser tests give it
 * longer, so "Deploying…" is seen however loaded the machine is).
 */
export const SANDBOX_DEPLOY_MS = Number(process.env.GIT_SANDBOX_DEPLOY_MS) || 3000;

/** The sandbox's branch gets a new head commit every hour. */
const COMMIT_BUCKET_MS = 3_600_000;

const COMMIT_MESSAGES = [
  'Update dependencies',
  'Fix checkout rounding for discounts',
  'Add newsletter signup to the footer',
  'Improve image lazy loading',
  'Translate the contact page',
  'Remove unused stylesheet',
  'Cache the product feed for five minutes',
  'Bump theme version',
];

const pathOf = (repodef: string) => parseSshUrl(repodef)?.path ?? repodef;

const noAccess = (repodef: string): { success: false; message: string } => ({
  success: false,
  message: `Permission denied (publickey): the deploy key cannot read ${repodef}. Add the key to the repository and try again.`,
});

/** The head commit of a branch at a moment: the same inputs give the same commit. */
export function sandboxHead(repodef: string, branch: string, now: Date) {
  const hash = createHash('sha1')
    .update(`${repodef}\n${branch}\n${Math.floor(now.getTime() / COMMIT_BUCKET_MS)}`)
    .digest();
  return { commit: hash.toString('hex'), message: COMMIT_MESSAGES[hash[0] % COMMIT_MESSAGES.length] };
}

/** Sandbox: every repository answers, except those marked to fail (at once); deployments take SANDBOX_DEPLOY_MS. */
export const sandboxGit: GitHost = {
  async testConnection({ repodef }) {
    return pathOf(repodef).includes(FAILING_MARK) ? noAccess(repodef) : { success: true };
  },
  async deploy({ repodef, branch }, trigger) {
    if (pathOf(repodef).includes(FAILING_MARK)) return noAccess(repodef);
    if (branch.includes(FAILING_MARK)) {
      return { success: false, message: `Remote branch ${branch} not found in upstream origin.` };
    }
    await sleep(SANDBOX_DEPLOY_MS);
    return { success: true, ...sandboxHead(repodef, branch, trigger) };
  },
};
