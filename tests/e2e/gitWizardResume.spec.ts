import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signedIn } from './fixtures';

// Its own site: gitRedirection.spec.ts connects site 1, siteOverviewActions.spec.ts site 2.
const SITE = '/bolts/1/environments/3';
const REPOSITORY = 'git@github.com:octocat/Resume.git';
const UNTESTED = `The details of ${REPOSITORY} are saved, but its connection was never tested, so it is not connected.`;

/** The site's repository as GET environments/{id}/git answers it to the signed-in customer. */
const repositoryOf = (page: Page) =>
  page.evaluate(async () => {
    const { token } = JSON.parse(localStorage.getItem('auth')!);
    const response = await fetch('/v1/environments/3/git', { headers: { authorization: `Bearer ${token}` } });
    return (await response.json()).data as { attributes: { connected: boolean } } | null;
  });

test('the git wizard saved on the key step resumes there; quit and delete, confirmed, leaves nothing connected', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto(`${SITE}/git`);
  await expect(page.getByText('No repository connected')).toBeVisible();
  await page.getByRole('link', { name: 'Connect repository' }).click();
  await expect(page.getByRole('heading', { name: 'Provide details' })).toBeVisible();
  await page.getByLabel('SSH URL').fill(REPOSITORY);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'SSH key connection' })).toBeVisible();
  const key = page.getByTestId('deploy-key');
  await expect(key).toContainText('ssh-ed25519 ');
  const publicKey = await key.textContent();

  // Save and quit keeps the repository on the site, untested: the git page and the overview do not call it connected.
  await page.getByRole('button', { name: 'Quit' }).click();
  await page.getByRole('dialog', { name: 'Save your progress?' }).getByRole('button', { name: 'Save and quit' }).click();
  await expect(page).toHaveURL(new RegExp(`${SITE}/git$`));
  await expect(page.getByText('No repository connected')).toBeVisible();
  await expect(page.getByText(UNTESTED)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deploy now' })).toHaveCount(0);
  expect((await repositoryOf(page))?.attributes.connected).toBe(false);
  await page.goto(`${SITE}/overview`);
  await expect(page.getByRole('link', { name: 'Connect repository' })).toBeVisible();
  await expect(page.getByText(REPOSITORY)).toHaveCount(0);

  // Back in the wizard: the key step, the same key, and the notice.
  await page.goto(`${SITE}/git`);
  await page.getByRole('link', { name: 'Connect repository' }).click();
  await expect(page.getByText('Welcome back: you are where you left off.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'SSH key connection' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Steps' }).getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'step');
  await expect(key).toHaveText(publicKey!);

  // On a small screen "n of N" opens the steps in the side dialog, 678 px wide.
  await page.setViewportSize({ width: 820, height: 850 });
  await expect(page.getByText('2 of 3 · SSH key connection')).toBeVisible();
  await page.getByRole('button', { name: 'Show the steps' }).click();
  const side = page.getByRole('dialog', { name: 'Connect repository' });
  await expect(side.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'step');
  await expect(side).toHaveCSS('width', '678px');
  await side.getByRole('button', { name: 'Close' }).click();
  await expect(side).toHaveCount(0);
  await page.setViewportSize({ width: 1366, height: 850 });

  // Quit and delete asks once more, in the shared confirmation dialog; Cancel goes back to the choice.
  await page.getByRole('button', { name: 'Quit' }).click();
  const quit = page.getByRole('dialog', { name: 'Save your progress?' });
  await quit.getByRole('button', { name: 'Quit and delete progress' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete your progress?' });
  await expect(confirm).toHaveAccessibleDescription(
    'Everything you entered in this wizard is lost, and you start again from the first step next time. ' +
      'The repository details saved for this site are removed too: its connection was never tested.',
  );
  await expect(confirm).toHaveCSS('min-height', '354px');
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(quit.getByRole('button', { name: 'Quit and delete progress' })).toBeFocused();
  await quit.getByRole('button', { name: 'Quit and delete progress' }).click();
  await confirm.getByRole('button', { name: 'Quit and delete', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);

  // Nothing is connected, nothing is left on the site, and the wizard starts afresh.
  expect(await repositoryOf(page)).toBeNull();
  await page.goto(`${SITE}/git`);
  await expect(page.getByText('No repository connected')).toBeVisible();
  await expect(page.getByText(UNTESTED)).toHaveCount(0);
  await page.getByRole('link', { name: 'Connect repository' }).click();
  await expect(page.getByRole('heading', { name: 'Provide details' })).toBeVisible();
  await expect(page.getByLabel('SSH URL')).toHaveValue('');
  await expect(page.getByText('Welcome back: you are where you left off.')).toHaveCount(0);
});
