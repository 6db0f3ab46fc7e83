import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'demo-password-1';

/** Signs in through the sign-in page, as a person would. */
export async function signIn(page: Page, email: string, { from = '/login', password = PASSWORD } = {}) {
  if (from) await page.goto(from);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signedIn(page: Page, email: string) {
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

export const colorScheme = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);

/**
 * The page as axe sees it (WCAG 2.1 A and AA): no violations. While a modal dialog is open the
 * page behind it is inert and dimmed by the backdrop (its contrast is the backdrop's), so the
 * dialog is what is checked; the journeys check the page itself before opening it.
 */
export async function expectAccessible(page: Page) {
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  // Colours are read as they are, not halfway through a button's or a theme's transition.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const modal = '.MuiModal-root:not(.MuiPopover-root) [role="dialog"]';
  if (await page.locator(modal).count()) builder.include(modal);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
