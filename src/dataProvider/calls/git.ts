import { gitMessages, type GitConnectInput, type GitUpdateInput } from '../../rules/schemas/git';
import type { GitOutcome, GitRecord, GitRepository } from '../../rules/schemas/records/git';
import { callPath } from '../callPath';
import { writeBody, type Answer, type CallContext } from './context';

/** A site's repository (spec 2 §3 Git config), as GET/POST/PUT environments/{id}/git answer it. */
export type { GitRepository };

type GitAnswer = { data: GitRecord };
const repositoryOf = ({ id, attributes }: GitRecord): GitRepository => ({ id, ...attributes });

/** Spec 2 §7 PUT environments/{id}/git: the branch, "Deploy on every push" (spec 2 §3 git.autopull), or both. */
const updateGit = (api: CallContext, siteId: string | number, update: GitUpdateInput) =>
  api.send<Answer<GitRecord>>('PUT', callPath`environments/${siteId}/git`, writeBody('git', update));

/** Calls of a site's git repository and of the git connection wizard (spec 2 §2.4) that are not CRUD. */
export const gitCalls = (api: CallContext) => ({
  /** Spec 2 §7 GET environments/{id}/git: the connected repository, or null when the site has none. */
  gitRepository: async (siteId: string | number) => {
    const { data } = await api.send<{ data: GitRecord | null }>('GET', callPath`environments/${siteId}/git`);
    return data ? repositoryOf(data) : null;
  },

  /** Spec 2 §7 POST environments/{id}/git: save the repository's details (and make a deploy key if the site has none). */
  saveGitRepository: async (siteId: string | number, details: GitConnectInput) =>
    repositoryOf((await api.send<GitAnswer>('POST', callPath`environments/${siteId}/git`, writeBody('git', details))).data),

  /** Spec 2 §7 POST environments/{id}/git/generate-deploy-key: a fresh deploy key, to be added to the git host. */
  generateDeployKey: async (siteId: string | number) =>
    repositoryOf((await api.send<GitAnswer>('POST', callPath`environments/${siteId}/git/generate-deploy-key`)).data),

  /** Spec 2 §7 POST environments/{id}/git/test-connection: whether the git host accepts the deploy key. */
  testGitConnection: async (siteId: string | number) =>
    (await api.send<{ data: { success: boolean } }>('POST', callPath`environments/${siteId}/git/test-connection`)).data,

  /** Spec 2 §7 PUT environments/{id}/git: the branch to deploy. */
  updateGitBranch: async (siteId: string | number, branch: string) => repositoryOf((await updateGit(api, siteId, { branch })).data),

  /** Spec 2 §7 PUT environments/{id}/git, e.g. `{autopull}`; a change of the toggle answers its toast in meta.message. */
  updateGitRepository: async (siteId: string | number, update: GitUpdateInput) => {
    const { data, meta } = await updateGit(api, siteId, update);
    return { data: repositoryOf(data), meta };
  },

  /** Spec 2 §7 DELETE environments/{id}/git (204): disconnect the repository; deployed files stay. */
  deleteGitRepository: async (siteId: string | number) => {
    await api.send('DELETE', callPath`environments/${siteId}/git`);
  },

  /**
   * Spec 2 §7 POST environments/{id}/git/deploy: resolves once a deployment started; a refusal
   * (`success: false`, e.g. one already running) rejects with its message, else the spec's 'Unknown error'.
   */
  deployGit: async (siteId: string | number) => {
    const { data } = await api.send<{ data: GitOutcome }>('POST', callPath`environments/${siteId}/git/deploy`);
    if (!data.success) throw new Error(data.message || gitMessages.deployFailed);
    return data;
  },
});
