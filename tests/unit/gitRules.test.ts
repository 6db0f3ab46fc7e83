import { describe, expect, it } from 'vitest';
import {
  deployKeySettingsUrl,
  deploymentUrl,
  isBranchName,
  isDeployPath,
  normalizeDeployPath,
  parseSshUrl,
  repositoryWebUrl,
} from '../../src/rules/git';
import { gitConnectSchema, gitMessages } from '../../src/rules/schemas/git';

describe('parseSshUrl (spec 2 §5: user@server:path/repo.git)', () => {
  it.each([
    ['git@github.com:octocat/Hello-World.git', { user: 'git', host: 'github.com', path: 'octocat/Hello-World.git' }],
    ['git@GitLab.com:group/sub/project.git', { user: 'git', host: 'gitlab.com', path: 'group/sub/project.git' }],
    ['deploy_user@git.example.co.uk:~team/site.v2.git', { user: 'deploy_user', host: 'git.example.co.uk', path: '~team/site.v2.git' }],
    // An HTTPS address reads as the SSH URL of the same repository (issue 14).
    ['https://github.com/octocat/Hello-World.git', { user: 'git', host: 'github.com', path: 'octocat/Hello-World.git' }],
    ['https://GitLab.com/group/sub/project', { user: 'git', host: 'gitlab.com', path: 'group/sub/project.git' }],
    ['https://bitbucket.org/team/site/', { user: 'git', host: 'bitbucket.org', path: 'team/site.git' }],
  ])('reads %j', (url, parsed) => {
    expect(parseSshUrl(url)).toEqual(parsed);
  });

  it.each([
    '',
    'http://github.com/octocat/Hello-World.git',
    'https://github.com/Hello-World',
    'https://github.com/octocat/../Hello-World',
    'https://github.com/octocat/Hello-World?tab=readme',
    'ssh://git@github.com/octocat/Hello-World.git',
    'github.com:octocat/Hello-World.git',
    'git@github.com:Hello-World.git',
    'git@github.com:octocat/Hello-World',
    'git@github.com/octocat/Hello-World.git',
    '-oProxyCommand=evil@github.com:a/b.git',
    'git@-host:a/b.git',
    'git@github.com:-a/b.git',
    'git@github.com:a/-b.git',
    'git@github.com:../b.git',
    'git@github.com:a/./b.git',
    'git@github.com:a b/c.git',
    'git@github.com:a/b.git; rm -rf ~',
  ])('refuses %j', (url) => {
    expect(parseSshUrl(url)).toBeNull();
  });
});

describe('links derived from the repository URL (spec 2 §2.4)', () => {
  it.each([
    ['git@github.com:octocat/Hello-World.git', 'https://github.com/octocat/Hello-World/settings/keys'],
    ['git@gitlab.com:acme/web/shop.git', 'https://gitlab.com/acme/web/shop/-/settings/repository'],
    ['git@bitbucket.org:acme/shop.git', 'https://bitbucket.org/acme/shop/admin/access-keys/'],
    ['git@git.example.com:acme/shop.git', null],
    [null, null],
  ])('deploy key settings of %j: %j', (url, settings) => {
    expect(deployKeySettingsUrl(url)).toBe(settings);
  });

  it('links the repository’s page', () => {
    expect(repositoryWebUrl('git@gitlab.com:acme/web/shop.git')).toBe('https://gitlab.com/acme/web/shop');
    expect(repositoryWebUrl(null)).toBeNull();
  });

  it('builds the deploy webhook from the site and its API key', () => {
    expect(deploymentUrl(42, 'abc123')).toBe('/v1/environments/42/git/deploy?api_token=abc123');
  });
});

describe('branch names and deploy paths', () => {
  it.each(['main', 'release/2.0', 'feature/JIRA-12_fix', 'v1.2.3'])('accepts the branch %j', (name) => {
    expect(isBranchName(name)).toBe(true);
  });

  it.each([
    '',
    'my branch',
    '-f',
    '/main',
    'main/',
    'a..b',
    'a//b',
    'x.lock',
    'a~1',
    'a^',
    'a:b',
    'a?',
    'a*',
    'a[b',
    'a\\b',
    '@',
    'a@{1}',
    '.hidden',
    'a/.b',
    'end.',
  ])('refuses the branch %j', (name) => {
    expect(isBranchName(name)).toBe(false);
  });

  it('keeps deploy paths inside ~/site/', () => {
    expect(normalizeDeployPath(' /public/ ')).toBe('public');
    expect(isDeployPath('public')).toBe(true);
    expect(isDeployPath('web/current')).toBe(true);
    for (const path of ['..', '../etc', 'a/../b', '.', '~/site', 'a b', 'a//b']) expect(isDeployPath(path)).toBe(false);
  });
});

describe('gitConnectSchema (spec 2 §5, §9)', () => {
  it('defaults the branch to main and the deploy path to public', () => {
    expect(gitConnectSchema.parse({ repodef: ' git@github.com:octocat/Hello-World.git ' })).toEqual({
      repodef: 'git@github.com:octocat/Hello-World.git',
      branch: 'main',
      localpath: 'public',
    });
  });

  it('takes an HTTPS address and keeps it as its SSH URL', () => {
    expect(gitConnectSchema.parse({ repodef: 'https://github.com/octocat/Hello-World' }).repodef).toBe('git@github.com:octocat/Hello-World.git');
  });

  it.each<[Record<string, unknown>, string]>([
    [{}, gitMessages.sshUrlRequired],
    [{ repodef: 'nope' }, gitMessages.sshUrlFormat],
    [{ repodef: 'git@github.com:a/b.git', branch: ' ' }, 'The branch name cannot be empty'],
    [{ repodef: 'git@github.com:a/b.git', localpath: '' }, 'Deploy path cannot be empty'],
  ])('refuses %j with %j', (input, message) => {
    expect(gitConnectSchema.safeParse(input).error!.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('quotes the spec’s format text with its example', () => {
    expect(gitMessages.sshUrlFormat).toBe(
      'The SSH URL must be in a format user@server:path/repo.git. Example: "git@github.com:octocat/Hello-World.git"',
    );
  });
});
