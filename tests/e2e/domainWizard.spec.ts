import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signedIn } from './fixtures';
import { acmeChallengeRecords, completeAcmeChallenge, journeyDns } from './support/acmeChallenge';

/** Site 2 "Web shop 2" of the customer's first Bolt (seeded): its address and host name. */
const WIZARD = '/bolts/1/environments/2/domains/create';
const SITE_IP = '10.0.1.10';
const SITE_HOST = 'web01.osl-no.hosting.test';

const step = (page: Page, label: string) => page.getByRole('list', { name: 'Steps' }).getByRole('listitem').filter({ hasText: label });

/** Spec 2 §2.2 domain_needed and preparations_needed, for an apex name with www. */
async function throughPreparations(page: Page, name: string) {
  await page.goto(WIZARD);
  await expect(page.getByRole('heading', { name: 'Which domain do you want to add?' })).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  const field = page.getByRole('textbox', { name: 'Domain name' });
  await field.fill('not a domain');
  await field.blur();
  await expect(page.getByText('Please enter a valid domain name.')).toBeVisible();
  await expect(next).toBeDisabled();
  await field.fill(name);
  await expect(page.getByRole('checkbox', { name: 'Automatically add www when eligible' })).toBeChecked();
  await expect(page.getByText(`www.${name} is added too.`)).toBeVisible();
  await next.click();

  await expect(step(page, 'Preparations')).toHaveAttribute('aria-current', 'step');
  const records = page.getByRole('table', { name: 'Records to lower the TTL of' });
  await expect(records.getByRole('row', { name: new RegExp(`^A ${name} ${SITE_IP}`) })).toBeVisible();
  await expect(records.getByRole('row', { name: new RegExp(`^AAAA www\\.${name}`) })).toBeVisible();
  await expect(records.getByText('3600').first()).toBeVisible();
  await expect(page.getByText('DNS changes can take up to 24 hours to reach everyone.')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Point your domain at the site' })).toBeVisible();
}

test('a failing DNS row keeps Next disabled with the server’s message until its record is added', async ({ page }) => {
  const name = 'dns-row-journey.net';
  await journeyDns().addA(name, SITE_IP);
  await signedIn(page, 'customer@demo.test');
  await throughPreparations(page, name);

  const checks = page.getByRole('list', { name: 'DNS check per name' });
  const apex = checks.getByRole('listitem').filter({ hasText: new RegExp(`^${name.replace(/\./g, '\\.')}`) });
  const www = checks.getByRole('listitem').filter({ hasText: `www.${name}` });
  await expect(apex.getByText('Not checked')).toBeVisible();
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();

  await page.getByRole('button', { name: 'Test and verify' }).click();
  await expect(apex.getByText('Active')).toBeVisible();
  await expect(www.getByText('Not pointing at the site')).toBeVisible();
  // The server's words under the failing row (spec 2 §2.2), whatever they are.
  await expect(www.locator('p').last()).not.toBeEmpty();
  await expect(next).toBeDisabled();
  await expectAccessible(page);

  // The www name as a CNAME of the site's host name: every row active, Next enabled.
  await journeyDns().addCname(`www.${name}`, SITE_HOST);
  await page.getByRole('button', { name: 'Test and verify' }).click();
  await expect(www.getByText('Active')).toBeVisible();
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page.getByText(`${name} and www.${name} have been added to Web shop 2.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();

  // Quit and delete progress removes what the wizard added and goes to landing.
  await page.getByRole('button', { name: 'Quit' }).click();
  await page.getByRole('dialog', { name: 'Save your progress?' }).getByRole('button', { name: 'Quit and delete progress' }).click();
  await page.getByRole('dialog', { name: 'Delete your progress?' }).getByRole('button', { name: 'Quit and delete', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/bolts/1/environments/2/domains');
  await page.getByRole('searchbox', { name: 'Search domains' }).fill(name);
  await expect(page.getByText(/^No domain matches/)).toBeVisible();
});

test('skipping SSL completes with its notice; Go back returns to the choice; save and quit resumes', async ({ page }) => {
  const name = 'skip-ssl-journey.net';
  await signedIn(page, 'customer@demo.test');
  await throughPreparations(page, name);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page.getByText(`${name} and www.${name} have been added to Web shop 2.`)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Secure your domain with SSL' })).toBeVisible();
  for (const [option, price] of [
    ['Accelerated Domains', '$299 / month'],
    ['Sectigo SSL', '$99/year'],
    ['Sectigo Wildcard SSL', '$299/year'],
  ]) {
    await expect(page.getByRole('article', { name: option }).getByText(price)).toBeVisible();
  }
  await expect(page.getByRole('article', { name: 'Accelerated Domains' }).getByText('1 TB bandwidth')).toBeVisible();
  await expect(page.getByRole('article', { name: 'CDN' }).getByText('100 GB free bandwidth')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set up now' })).toHaveCount(6);

  // Save and quit keeps the step: the wizard opens where it was left.
  await page.getByRole('button', { name: 'Quit' }).click();
  await page.getByRole('button', { name: 'Save and quit' }).click();
  await expect(page).toHaveURL(/\/bolts\/1\/environments\/2\/domains$/);
  await page.goto(WIZARD);
  await expect(page.getByText('Welcome back: you are where you left off.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Secure your domain with SSL' })).toBeVisible();

  await page.getByRole('button', { name: 'Skip SSL setup' }).click();
  const skip = page.getByRole('dialog', { name: 'Are you sure you want to skip?' });
  await expect(skip.getByText('Are you sure you want to skip setting up SSL for your domain?')).toBeVisible();
  await skip.getByRole('button', { name: 'No, go back' }).click();
  await expect(skip).toBeHidden();
  await page.getByRole('button', { name: 'Skip SSL setup' }).click();
  await page.getByRole('dialog', { name: 'Are you sure you want to skip?' }).getByRole('button', { name: 'Yes, I’m sure' }).click();

  await expect(page.getByRole('heading', { name: `www.${name} has been set up!` })).toBeVisible();
  await expect(page.getByText('SSL was not set up, so visitors get a browser warning when they use https.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page.getByRole('heading', { name: 'Secure your domain with SSL' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip SSL setup' }).click();
  await page.getByRole('dialog', { name: 'Are you sure you want to skip?' }).getByRole('button', { name: 'Yes, I’m sure' }).click();

  await page.getByRole('button', { name: 'Quit and finish' }).click();
  await expect(page).toHaveURL(/\/bolts\/1\/environments\/2\/domains$/);
  await page.getByRole('searchbox', { name: 'Search domains' }).fill(name);
  await expect(page.getByRole('link', { name: new RegExp(`^${name.replace(/\./g, '\\.')}`) })).toBeVisible();
  // Finished: nothing is left to resume.
  await page.goto(WIZARD);
  await expect(page.getByRole('heading', { name: 'Which domain do you want to add?' })).toBeVisible();
  await expect(page.getByText('Welcome back: you are where you left off.')).toHaveCount(0);
});

test('a Let’s Encrypt certificate from Pebble: the records are the CA’s, DNS challenge completed makes it active', async ({ page }) => {
  const name = 'pebble-journey.net';
  await signedIn(page, 'customer@demo.test');
  await throughPreparations(page, name);
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page.getByText(`${name} and www.${name} have been added to Web shop 2.`)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('article', { name: 'Let’s Encrypt' }).getByRole('button', { name: 'Set up now' }).click();
  await page.getByRole('dialog', { name: 'Ordering a new certificate' }).getByRole('button', { name: 'Order' }).click();

  // The TXT records Pebble asked for, added at the DNS host as the domain's owner would.
  const records = await acmeChallengeRecords(page);
  await expectAccessible(page);
  for (const record of records) expect(record.name).toMatch(new RegExp(`^_acme-challenge\\.(www\\.)?${name.replace(/\./g, '\\.')}$`));
  await completeAcmeChallenge(page, records);

  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeEnabled({ timeout: 60_000 });
  await continueButton.click();
  await expect(page.getByRole('heading', { name: `www.${name} has been set up!` })).toBeVisible();
  await expect(page.getByText('Ready')).toBeVisible();
  await expect(page.getByText('Auto-renewal')).toBeVisible();
});
