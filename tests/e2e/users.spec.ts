import { expect, test } from '@playwright/test';
import { signedIn } from './fixtures';

test('an owner invites a developer, changes the role, and removes them', async ({ page, browser }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/1/users-access');
  await expect(page.getByRole('listitem', { name: 'Kari Nordmann' })).toContainText('Owner');

  await page.getByRole('link', { name: 'Invite user' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill('other@demo.test');
  await page.getByRole('radio', { name: /^Developer/ }).check();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('other@demo.test now has access as Developer')).toBeVisible();
  await expect(page).toHaveURL(/\/bolts\/1\/users-access$/);
  const row = page.getByRole('listitem', { name: 'Ola Hansen' });
  await expect(row).toContainText('Developer');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('Sites and databases');

  await row.getByRole('link', { name: 'Edit Ola Hansen' }).click();
  await page.getByRole('radio', { name: /^Technical contact/ }).check();
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText('Ola Hansen is now Technical contact')).toBeVisible();
  await expect(row).toContainText('Technical contact');

  // The member sees the Bolt's people, but none of the owner's actions, and may leave.
  const context = await browser.newContext();
  const member = await context.newPage();
  await signedIn(member, 'other@demo.test');
  await member.goto('/bolts/1/users-access');
  await expect(member.getByRole('listitem', { name: 'Ola Hansen' })).toContainText('(you)');
  await expect(member.getByRole('button', { name: 'Leave' })).toBeVisible();
  await expect(member.getByRole('link', { name: 'Invite user' })).toHaveCount(0);
  await expect(member.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
  await context.close();

  await row.getByRole('link', { name: 'Edit Ola Hansen' }).click();
  await page.getByRole('button', { name: 'Remove user' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Remove Ola Hansen?');
  await dialog.getByRole('button', { name: 'Remove user' }).click();
  await expect(page.getByText('Ola Hansen no longer has access')).toBeVisible();
  await expect(page).toHaveURL(/\/bolts\/1\/users-access$/);
  await expect(page.getByRole('listitem', { name: 'Ola Hansen' })).toHaveCount(0);
});
