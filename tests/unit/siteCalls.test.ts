import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/helpers';
import { installBrowserGlobals } from './browserGlobals';
import { createDataProvider, type PanelDataProvider } from '../../src/dataProvider';
import { login } from '../../src/authProvider/login';
import { cachingMessages } from '../../src/rules/caching';
import { phpMessages } from '../../src/rules/schemas/php';

/** The site pages' calls (spec 2 §7) as the data provider's typed methods, against the real API. */
let server: TestServer;
let base: string;
let provider: PanelDataProvider;

const signIn = async (email: string) => {
  installBrowserGlobals();
  await login(email, 'demo-password-1', (input, init) => fetch(`${base}${input}`, init));
};

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  provider = createDataProvider(`${base}/v1`);
});
afterAll(() => server.close());

describe('a customer’s site', () => {
  beforeEach(() => signIn('customer@demo.test'));

  it('is created in its Bolt (POST environments?bolt=), renamed and deleted through react-admin’s methods', async () => {
    const { data: site } = await provider.create('environments', { data: { title: 'Typed calls site' }, meta: { newInBolt: 1 } });
    expect(site.title).toBe('Typed calls site');
    expect(String(site.boltId)).toBe('1');
    const { data: renamed } = await provider.update('environments', { id: site.id, data: { title: 'Typed calls renamed' }, previousData: site });
    expect(renamed.title).toBe('Typed calls renamed');
    await provider.delete('environments', { id: site.id, previousData: renamed });
    await expect(provider.getOne('environments', { id: site.id })).rejects.toMatchObject({ status: 404 });
  });

  it('reads its usage and PHP settings, and switches development mode with the spec’s message', async () => {
    const usage = await provider.siteUsage(1);
    expect(Date.parse(usage.billing_period.from)).toBeLessThan(Date.parse(usage.billing_period.to));
    const php = await provider.phpSettings(1);
    expect(php.id).toBe('1');
    expect(Object.keys(php.phpVersions).length).toBeGreaterThan(1);
    expect((await provider.setDevMode(1, true)).meta?.message).toBe(cachingMessages.devModeOn);
    expect((await provider.setDevMode(1, false)).meta?.message).toBe(cachingMessages.devModeOff);
  });

  it('connects, checks, re-branches, deploys and deletes a repository', async () => {
    expect(await provider.gitRepository(2)).toBeNull();
    const saved = await provider.saveGitRepository(2, { repodef: 'git@github.com:octocat/Typed.git', branch: 'main', localpath: 'public' });
    expect(saved).toMatchObject({ repodef: 'git@github.com:octocat/Typed.git', deployPath: '~/site/public' });
    expect((await provider.generateDeployKey(2)).publickey).toMatch(/^ssh-ed25519 /);
    expect(await provider.testGitConnection(2)).toEqual({ success: true });
    expect((await provider.updateGitBranch(2, 'fail-branch')).branch).toBe('fail-branch');
    // The deployment runs as a job: the call answers that it started, the repository then says how it went.
    expect((await provider.deployGit(2)).success).toBe(true);
    await expect
      .poll(async () => (await provider.gitRepository(2))?.last_message, { timeout: 20_000 })
      .toBe('Remote branch fail-branch not found in upstream origin.');
    expect((await provider.gitRepository(2))?.last_status).toBe('failed');
    await provider.updateGitBranch(2, 'main');
    expect((await provider.deployGit(2)).success).toBe(true);
    await provider.deleteGitRepository(2);
    expect(await provider.gitRepository(2)).toBeNull();
  });
});

describe('staff on a site', () => {
  beforeEach(() => signIn('staff@demo.test'));

  it('read the admin settings and reload the site through admin/ paths', async () => {
    const settings = await provider.siteAdminSettings(1);
    expect(settings.logs.accessLog).toMatch(/\/logs\/access\.log$/);
    await expect(provider.reloadSite(1, true)).resolves.toBeUndefined();
  });

  it('save PHP workers with the spec’s message, switch an add-on and malware protection', async () => {
    expect((await provider.savePhpWorkers(1, { phpMaxWorkers: null })).meta?.message).toBe(phpMessages.workersUpdated);
    const [addon] = await provider.siteAddons(1);
    await provider.switchAddon(1, addon, !addon.enabled);
    expect((await provider.siteAddons(1)).find((other) => other.name === addon.name)?.enabled).toBe(!addon.enabled);
    const before = await provider.malwareProtection(1);
    await provider.setMalwareProtection(1, !before.enabled);
    expect((await provider.malwareProtection(1)).enabled).toBe(!before.enabled);
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
