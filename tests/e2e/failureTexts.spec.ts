import { expect, test, type APIRequestContext } from '@playwright/test';
import { PASSWORD, signedIn } from './fixtures';

/** Acme's (customer@demo.test) Bolt whose sites these journeys add; the others' journeys do not list its sites. */
const BOLT = 3;

const headersOf = async (request: APIRequestContext, email: string) => {
  const response = await request.post('/v1/auth/login', { data: { username: email, password: PASSWORD } });
  return { authorization: `Bearer ${(await response.json()).data.token}` };
};

/**
 * A site of its own with a repository connected, then renamed `fail-…` (as its owner can, spec 2 §2.12),
 * which makes the sandbox site server refuse its changes (server/dataplane/siteConfig.ts).
 */
async function failingSiteWithRepository(request: APIRequestContext) {
  const staff = await headersOf(request, 'staff@demo.test');
  const created = await request.post(`/v1/admin/environments?bolt=${BOLT}`, {
    headers: staff,
    data: { data: { type: 'environments', attributes: { title: 'Refusing server' } } },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as string;
  const customer = await headersOf(request, 'customer@demo.test');
  const repository = { repodef: 'git@github.com:octocat/Hello-World.git', branch: 'main', localpath: 'public' };
  expect(
    (await request.post(`/v1/environments/${id}/git`, { headers: customer, data: { data: { type: 'git', attributes: repository } } })).status(),
  ).toBe(201);
  // Tested, the repository is connected: the git page shows it with its branch and Delete.
  expect((await (await request.post(`/v1/environments/${id}/git/test-connection`, { headers: customer })).json()).data.success).toBe(true);
  const renamed = await request.patch(`/v1/environments/${id}`, {
    headers: customer,
    data: { data: { type: 'environments', attributes: { title: 'fail-refusing server' } } },
  });
  expect(renamed.status()).toBe(200);
  return id;
}

test('the site’s server refuses: the git page and SSH access say the spec’s failure texts and keep what was there', async ({ page, request }) => {
  const id = await failingSiteWithRepository(request);
  await signedIn(page, 'customer@demo.test');

  await page.goto(`/bolts/${BOLT}/environments/${id}/git`);
  const branch = page.getByRole('textbox', { name: 'Branch' });
  await branch.fill('develop');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('could not update git repository', { exact: true })).toBeVisible();
  await page.reload();
  await expect(branch).toHaveValue('main');

  await page.getByRole('button', { name: 'Delete repository' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete repository' });
  await dialog.getByRole('textbox', { name: 'Type DELETE' }).fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete repository' }).click();
  await expect(page.getByText('could not delete git repository', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText('git@github.com:octocat/Hello-World.git')).toBeVisible();

  await page.goto(`/bolts/${BOLT}/environments/${id}/access`);
  const type = page.getByRole('combobox', { name: 'SSH access type' });
  const before = await type.textContent();
  await type.click();
  await page.getByRole('option', { name: before === 'None' ? 'Keys only' : 'None' }).click();
  await expect(page.getByText('could not update environment', { exact: true })).toBeVisible();
  await page.reload();
  await expect(type).toHaveText(before!);
});

test('the git wizard says the spec’s text when the site’s server refuses the repository', async ({ page, request }) => {
  const staff = await headersOf(request, 'staff@demo.test');
  const created = await request.post(`/v1/admin/environments?bolt=${BOLT}`, {
    headers: staff,
    data: { data: { type: 'environments', attributes: { title: 'fail-refusing wizard' } } },
  });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as string;
  await signedIn(page, 'customer@demo.test');
  await page.goto(`/bolts/${BOLT}/environments/${id}/git`);
  await page.getByRole('link', { name: 'Connect repository' }).click();
  await page.getByLabel('SSH URL').fill('git@github.com:octocat/Hello-World.git');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('could not add git repository', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Provide details' })).toBeVisible();
});
