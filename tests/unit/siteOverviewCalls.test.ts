import { beforeEach, describe, expect, it } from 'vitest';
import { gitMessages } from '../../src/rules/schemas/git';
import { wordpressMessages } from '../../src/rules/wordpress';
import { useSignedInProvider } from './support/signedInProvider';

/** The site overview's and git page's calls of issue 14 as the data provider's typed methods, against the real API. */
const api = useSignedInProvider();

describe('a customer’s site', () => {
  beforeEach(() => api.signIn('customer@demo.test'));

  it('starts a WordPress run with the API’s message and lists it as running', async () => {
    expect(await api.provider.wordpressRuns(1)).toEqual([]);
    const started = await api.provider.startWordpressRun(1, 'install');
    expect(started.meta.message).toBe(wordpressMessages.started.install);
    expect(started.data.attributes).toMatchObject({ action: 'install', status: 'running' });
    const [run] = await api.provider.wordpressRuns(1);
    expect(run).toMatchObject({ action: 'install' });
    await expect(api.provider.startWordpressRun(1, 'install')).rejects.toThrow(wordpressMessages.inProgress.install);
  });

  it('reads its statistics over a period in three numbers', async () => {
    const statistics = await api.provider.siteStatistics(1, { from: '2024-04-13', to: '2024-05-12', resolution: 'day' });
    expect(statistics).toMatchObject({ from: '2024-04-13', to: '2024-05-12' });
    expect(statistics.dynamicRequests).toBeGreaterThan(0);
    expect(statistics.ttfb).toBeGreaterThan(0);
    expect(statistics.storage).toBeGreaterThan(0);
  });

  it('switches Deploy on every push off and on, with the API’s message, and keeps the branch', async () => {
    await api.provider.saveGitRepository(3, { repodef: 'git@github.com:octocat/Autopull.git', branch: 'main', localpath: 'public' });
    const off = await api.provider.updateGitRepository(3, { autopull: false });
    expect(off.meta?.message).toBe(gitMessages.autopullOffSaved);
    expect(off.data).toMatchObject({ autopull: false, branch: 'main' });
    expect((await api.provider.gitRepository(3))?.autopull).toBe(false);
    const on = await api.provider.updateGitRepository(3, { autopull: true });
    expect(on.meta?.message).toBe(gitMessages.autopullOn);
    expect((await api.provider.gitRepository(3))?.autopull).toBe(true);
    await api.provider.deleteGitRepository(3);
  });
});
