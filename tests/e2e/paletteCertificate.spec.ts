import { expect, test } from '@playwright/test';
import { expectAccessible, signedIn } from './fixtures';
import { acmeChallengeRecords, completeAcmeChallenge } from './support/acmeChallenge';
import { jobsTrayName, runningJobs } from './support/api';

const SITE = '/bolts/1/environments/2';

test('a certificate ordered from the palette is followed in the jobs tray until it is ready', async ({ page }) => {
  const name = 'palette-journey.net';
  await signedIn(page, 'customer@demo.test');
  await page.goto(`${SITE}/overview`);
  await expect(page.getByRole('heading', { name: 'Web shop 2', level: 1 })).toBeVisible();
  // Earlier journeys may have left work running (a certificate waiting for its DNS records).
  const trayButton = page.getByRole('button', { name: /^Jobs/ });
  const before = jobsTrayName(await runningJobs(page));
  await expect(trayButton).toHaveAccessibleName(before);

  // The palette's action on the site in view opens its domain wizard.
  await page.keyboard.press('Control+K');
  const overlay = page.getByRole('dialog', { name: 'How can we help you?' });
  await overlay.getByRole('searchbox', { name: 'Search Bolts, sites, domains, databases and help articles' }).fill('ssl');
  await expect(overlay.getByRole('option', { name: 'Add a domain' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${SITE}/domains/create$`));

  await page.getByRole('textbox', { name: 'Domain name' }).fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Point your domain at the site' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('article', { name: 'Let’s Encrypt' }).getByRole('button', { name: 'Set up now' }).click();
  await page.getByRole('dialog', { name: 'Ordering a new certificate' }).getByRole('button', { name: 'Order' }).click();

  // The TXT records Pebble asked for, added at the DNS host as the domain's owner would.
  await completeAcmeChallenge(page, await acmeChallengeRecords(page));

  // Away from the wizard, the tray follows the order: reached by keyboard, updated without a reload.
  await page.goto(`${SITE}/overview`);
  await expect(page.getByRole('heading', { name: 'Web shop 2', level: 1 })).toBeVisible();
  await trayButton.focus();
  await page.keyboard.press('Enter');
  const tray = page.getByRole('dialog', { name: 'Jobs' });
  const job = tray.getByRole('link').filter({ hasText: name }).first();
  await expect(job).toContainText('Certificate');
  await expectAccessible(page);
  await expect(job).toContainText('Done', { timeout: 60_000 });
  await expect(job).toContainText('Ready');

  // The job links to its record.
  await job.click();
  await expect(tray).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${SITE}/domains`));
  // The order runs no more: once the tray is closed, the button counts what ran before it.
  await expect(trayButton).toHaveAccessibleName(before);
});
