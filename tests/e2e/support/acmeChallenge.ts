import { expect, test, type Page } from '@playwright/test';
import { dnsHost } from './pebbleInfo';

/** Where the journeys' DNS lives: records added there are what the server's DNS check and Pebble resolve. */
export const journeyDns = () => dnsHost(Number(new URL(test.info().project.use.baseURL!).port));

const challenge = (page: Page) => page.getByRole('region', { name: 'Add these DNS records' });

/** The TXT records Pebble asked for, as the certificate step lists them (waiting for them to show). */
export async function acmeChallengeRecords(page: Page) {
  const rows = challenge(page)
    .getByRole('row')
    .filter({ has: page.locator('code') });
  await expect(rows.first()).toBeVisible({ timeout: 30_000 });
  const records: { name: string; value: string }[] = [];
  for (const row of await rows.all()) {
    const [name, value] = await row.locator('code').allTextContents();
    records.push({ name, value });
  }
  return records;
}

/** The records added at the DNS host, as the domain's owner would, then DNS challenge completed: the CA validates. */
export async function completeAcmeChallenge(page: Page, records: { name: string; value: string }[]) {
  for (const { name, value } of records) await journeyDns().addTxt(name, value);
  await challenge(page).getByRole('button', { name: 'DNS challenge completed' }).click();
  await expect(page.getByText('verifying your DNS records please wait')).toBeVisible();
}
