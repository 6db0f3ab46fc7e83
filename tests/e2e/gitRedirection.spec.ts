import { expect, test } from '@playwright/test';
import { signedIn } from './fixtures';

test('a customer connects a repository through the wizard and deploys it', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/1/environments/1/git');
  await expect(page.getByRole('heading', { name: 'Git repository', level: 1 })).toBeVisible();
  await expect(page.getByText('No repository connected')).toBeVisible();
  await page.getByRole('link', { name: 'Connect repository' }).click();

  await expect(page.getByRole('heading', { name: 'Provide details' })).toBeVisible();
  const url = page.getByLabel('SSH URL');
  await url.fill('github.com/octocat/Hello-World');
  await expect(page.getByText('The SSH URL must be in a format user@server:path/repo.git.', { exact: false })).toBeVisible();
  // The repository's HTTPS address is taken too; it is kept as its SSH URL (checked on the repository page below).
  await url.fill('https://github.com/octocat/Hello-World');
  await expect(page.getByText('The SSH URL must be in a format user@server:path/repo.git.', { exact: false })).toHaveCount(0);
  await expect(page.getByLabel('Branch')).toHaveValue('main');
  await expect(page.getByLabel('Deploy path')).toHaveValue('public');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'SSH key connection' })).toBeVisible();
  await expect(page.getByTestId('deploy-key')).toContainText('ssh-ed25519 ');
  await expect(page.getByRole('link', { name: 'Open deploy key settings' })).toHaveAttribute(
    'href',
    'https://github.com/octocat/Hello-World/settings/keys',
  );
  await page.getByRole('button', { name: 'Test connection' }).click();

  await expect(page.getByRole('heading', { name: 'Repository connected' })).toBeVisible();
  await expect(page.getByTestId('deployment-url')).toContainText('/v1/environments/1/git/deploy?api_token=');
  await page.getByRole('button', { name: 'Go to the repository' }).click();

  await expect(page.getByRole('heading', { name: 'Git repository', level: 1 })).toBeVisible();
  await expect(page.getByText('git@github.com:octocat/Hello-World.git')).toBeVisible();
  await expect(page.getByText('~/site/public')).toBeVisible();
  // The branch is checked by the API's rules as it is typed, and saved with Update.
  const branch = page.getByRole('textbox', { name: 'Branch' });
  await branch.fill('bad branch');
  await expect(page.getByText('Please enter a valid branch name.')).toBeVisible();
  await branch.fill('develop');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('git repository updated')).toBeVisible();
  await expect(branch).toHaveValue('develop');
  await page.getByRole('button', { name: 'Deploy now' }).click();
  // Toast, button and last deployment agree: started while deploying, deployed once it is.
  await expect(page.getByText('Deployment of develop started.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deploying…' })).toBeVisible();
  await expect(page.getByText('git repository deployed')).toHaveCount(0);
  // The sandbox finishes a deployment after GIT_SANDBOX_DEPLOY_MS (10 s here); the page polls until it has.
  await expect(page.getByRole('button', { name: 'Deployed' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('git repository deployed')).toBeVisible();
  // The commit in short, as git shows it; the whole hash in its tooltip.
  const commit = page.getByText(/^[0-9a-f]{7}$/);
  await expect(commit).toBeVisible();
  await expect(commit).toHaveAttribute('title', /^[0-9a-f]{40}$/);
});

test('a customer sets a domain redirect, sees it normalised, and deletes it', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/1/environments/1/redirection');
  await expect(page.getByRole('heading', { name: 'Redirection', level: 1 })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save' }).nth(1);
  await expect(save).toBeDisabled();
  const domain = page.getByLabel('Domain', { exact: true });
  await domain.fill('not a domain');
  await expect(page.getByText(/^Please enter a valid URL, e\.g\. /)).toBeVisible();
  await domain.fill('HTTPS://WWW.Example.com/');
  await expect(page.getByText('Requests will go to https://www.example.com')).toBeVisible();
  await save.click();
  await expect(page.getByText('redirection settings updated')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Domain', { exact: true })).toHaveValue('www.example.com');
  await page.getByRole('button', { name: 'Delete redirect settings' }).click();
  await expect(page.getByRole('button', { name: 'Delete redirect settings' })).toHaveCount(0);
  await expect(page.getByLabel('Domain', { exact: true })).toHaveValue('');
});
