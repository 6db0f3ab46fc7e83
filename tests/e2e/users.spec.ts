import { expect, test } from '@playwright/test';
import { PASSWORD, signedIn, signIn } from './fixtures';
import { revokeSession } from './support/api';

/** Ends the session on the server, as an expiry or a logout elsewhere would; the page does not know yet. */
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

test('a 401 while inviting lands on sign-in with no success toast, and comes back to the form', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/1/users-access/create');
  await page.getByRole('textbox', { name: 'Email' }).fill('late@demo.test');
  await revokeSession(page);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText(/late@demo.test (now has access|has been invited)/)).toHaveCount(0);

  await signIn(page, 'customer@demo.test', { from: '' });
  await expect(page).toHaveURL(/\/bolts\/1\/users-access\/create$/);
  await page.goto('/bolts/1/users-access');
  await expect(page.getByRole('listitem', { name: 'Kari Nordmann' })).toBeVisible();
  await expect(page.getByText('late@demo.test')).toHaveCount(0);
});

test('the people of a Bolt with more than a page of them are paged', async ({ page, request }) => {
  // Other Media's Bolt 5 gets 17 invited people beside its one owner: 18 in all, 15 a page.
  const login = await request.post('/v1/auth/login', { data: { username: 'other@demo.test', password: PASSWORD } });
  const headers = { authorization: `Bearer ${(await login.json()).data.token}` };
  for (let i = 1; i <= 17; i++) {
    const email = `paged${String(i).padStart(2, '0')}@example.test`;
    const invited = await request.post('/v1/bolts/5/invite', {
      headers,
      data: { data: { type: 'bolt-users', attributes: { email, role: 'developer' } } },
    });
    expect(invited.status()).toBe(201);
  }

  await signedIn(page, 'other@demo.test');
  await page.goto('/bolts/5/users-access');
  const people = page.getByRole('list', { name: 'People with access' }).getByRole('listitem');
  await expect(people).toHaveCount(15);
  await expect(page.getByText('1–15 of 18')).toBeVisible();
  await expect(people.first()).toContainText('Owner');

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('16–18 of 18')).toBeVisible();
  await expect(people).toHaveCount(3);
  await expect(people.last()).toContainText('paged17@example.test');
});
