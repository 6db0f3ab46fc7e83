import { beforeEach, describe, expect, it } from 'vitest';
import { installBrowserGlobals } from './browserGlobals';
import { createDataProvider } from '../../src/dataProvider';
import { useSignedInProvider } from './support/signedInProvider';
import { cachingMessages } from '../../src/rules/caching';
import { phpMessages } from '../../src/rules/schemas/php';

/** The site pages' calls (spec 2 §7) as the data provider's typed methods, against the real API. */
const api = useSignedInProvider();

describe('a customer’s site', () => {
  beforeEach(() => api.signIn('customer@demo.test'));

  it('is created in its Bolt (POST environments?bolt=), renamed and deleted through react-admin’s methods', async () => {
    const { data: site } = await api.provider.create('environments', { data: { title: 'Typed calls site' }, meta: { newInBolt: 1 } });
    expect(site.title).toBe('Typed calls site');
    expect(String(site.boltId)).toBe('1');
    const { data: renamed } = await api.provider.update('environments', { id: site.id, data: { title: 'Typed calls renamed' }, previousData: site });
    expect(renamed.title).toBe('Typed calls renamed');
    await api.provider.delete('environments', { id: site.id, previousData: renamed });
    await expect(api.provider.getOne('environments', { id: site.id })).rejects.toMatchObject({ status: 404 });
  });

  it('reads its usage and PHP settings, and switches development mode with the spec’s message', async () => {
    const usage = await api.provider.siteUsage(1);
    expect(Date.parse(usage.billing_period.from)).toBeLessThan(Date.parse(usage.billing_period.to));
    const php = await api.provider.phpSettings(1);
    expect(php.id).toBe('1');
    expect(Object.keys(php.phpVersions).length).toBeGreaterThan(1);
    expect((await api.provider.setDevMode(1, true)).meta?.message).toBe(cachingMessages.devModeOn);
    expect((await api.provider.setDevMode(1, false)).meta?.message).toBe(cachingMessages.devModeOff);
  });

  it('connects, checks, re-branches, deploys and deletes a repository', async () => {
    expect(await api.provider.gitRepository(2)).toBeNull();
    const saved = await api.provider.saveGitRepository(2, { repodef: 'git@github.com:octocat/Typed.git', branch: 'main', localpath: 'public' });
    expect(saved).toMatchObject({ repodef: 'git@github.com:octocat/Typed.git', deployPath: '~/site/public' });
    expect((await api.provider.generateDeployKey(2)).publickey).toMatch(/^ssh-ed25519 /);
    expect(await api.provider.testGitConnection(2)).toEqual({ success: true });
    expect((await api.provider.updateGitBranch(2, 'fail-branch')).branch).toBe('fail-branch');
    // The deployment runs as a job: the call answers that it started, the repository then says how it went.
    expect((await api.provider.deployGit(2)).success).toBe(true);
    await expect
      .poll(async () => (await api.provider.gitRepository(2))?.last_message, { timeout: 20_000 })
      .toBe('Remote branch fail-branch not found in upstream origin.');
    expect((await api.provider.gitRepository(2))?.last_status).toBe('failed');
    await api.provider.updateGitBranch(2, 'main');
    expect((await api.provider.deployGit(2)).success).toBe(true);
    await api.provider.deleteGitRepository(2);
    expect(await api.provider.gitRepository(2)).toBeNull();
  });

  it('reads one of its Bolt’s databases through the site, saying whether the site uses it', async () => {
    const { data } = await api.provider.getList('boltDatabases', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
      meta: { boltId: 1 },
    });
    const pair = { databaseIds: [data[0].id], environmentIds: [1] };
    await api.provider.connectDatabases(pair);
    expect(await api.provider.siteDatabase(1, data[0].id)).toMatchObject({ database: { id: data[0].id, name: data[0].name }, connected: true });
    await api.provider.disconnectDatabases(pair);
    expect((await api.provider.siteDatabase(1, data[0].id)).connected).toBe(false);
  });
});

describe('staff on a site', () => {
  beforeEach(() => api.signIn('staff@demo.test'));

  it('read the admin settings and reload the site through admin/ paths', async () => {
    const settings = await api.provider.siteAdminSettings(1);
    expect(settings.logs.accessLog).toMatch(/\/logs\/access\.log$/);
    await expect(api.provider.reloadSite(1, true)).resolves.toBeUndefined();
  });

  it('save PHP workers with the spec’s message, switch an add-on and malware protection', async () => {
    expect((await api.provider.savePhpWorkers(1, { phpMaxWorkers: null })).meta?.message).toBe(phpMessages.workersUpdated);
    const [addon] = await api.provider.siteAddons(1);
    await api.provider.switchAddon(1, addon, !addon.enabled);
    expect((await api.provider.siteAddons(1)).find((other) => other.name === addon.name)?.enabled).toBe(!addon.enabled);
    const before = await api.provider.malwareProtection(1);
    await api.provider.setMalwareProtection(1, !before.enabled);
    expect((await api.provider.malwareProtection(1)).enabled).toBe(!before.enabled);
  });
});

describe('path parts', () => {
  it('are encoded, so an id stays one segment', async () => {
    installBrowserGlobals();
    const asked: string[] = [];
    const recorder = createDataProvider('/v1', async (input) => {
      asked.push(String(input));
      return Response.json({ data: null });
    });
    await recorder.gitRepository('a/b');
    await recorder.create('environments', { data: { title: 'x' }, meta: { newInBolt: '1&x=2' } }).catch(() => undefined);
    expect(asked).toEqual(['/v1/environments/a%2Fb/git', '/v1/environments?bolt=1%26x%3D2']);
  });
});
