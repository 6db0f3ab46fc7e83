import { expect, test, type Page } from '@playwright/test';
import { signedIn } from './fixtures';

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const next = (page: Page) => page.getByRole('button', { name: 'Next' });

async function enterUrl(page: Page, url: string) {
  await expect(heading(page, 'Which site is this Bolt for?')).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await page.getByRole('textbox', { name: 'Site URL' }).fill('not a domain');
  await page.getByRole('textbox', { name: 'Site URL' }).blur();
  await expect(page.getByText('Please enter a valid domain name.')).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await page.getByRole('textbox', { name: 'Site URL' }).fill(url);
  await next(page).click();
  await expect(heading(page, 'The basics')).toBeVisible();
}

test('a customer saves on the location step, resumes there later and gets the new Bolt', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts');
  await page.getByRole('main').getByRole('link', { name: 'Create Bolt' }).click();
  await expect(page).toHaveURL(/\/bolts\/create$/);
  await enterUrl(page, 'https://Journey.Example.com/shop');

  await expect(next(page)).toBeDisabled();
  await page.getByRole('textbox', { name: 'Bolt name' }).fill('Journey shop');
  const business = page.getByRole('radio', { name: /^Business/ });
  await expect(business).toContainText('Power your business growth');
  await expect(business).toContainText('$79.00/ month');
  await page.getByRole('button', { name: /Annually/ }).click();
  await expect(business).toContainText('$869.00/ year');
  await expect(business).toContainText('$948.00 1 month free');
  await expect(page.getByRole('radio', { name: 'Free test Bolt' })).toContainText('2 of 2 left');
  await expect(next(page)).toBeDisabled();
  await business.click();
  await expect(business).toHaveAttribute('aria-checked', 'true');
  await next(page).click();

  await expect(heading(page, 'Where should your Bolt run?')).toBeVisible();
  await expect(page.getByRole('radio', { name: /New York/ })).toHaveCount(0);
  await expect(next(page)).toBeDisabled();
  await page.getByRole('radio', { name: 'London, United Kingdom' }).click();
  await expect(page.getByText('London runs on the classic platform: sites there get a reduced set of options.')).toBeVisible();

  await page.getByRole('button', { name: 'Quit' }).click();
  await expect(page.getByRole('dialog', { name: 'Save your progress?' })).toBeVisible();
  await page.getByRole('button', { name: 'Save and quit' }).click();
  await expect(page).toHaveURL(/\/bolts$/);

  await page.getByRole('main').getByRole('link', { name: 'Create Bolt' }).click();
  await expect(page.getByText('Welcome back: you are where you left off.')).toBeVisible();
  await expect(heading(page, 'Where should your Bolt run?')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'London, United Kingdom' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('London runs on the classic platform: sites there get a reduced set of options.')).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByRole('textbox', { name: 'Bolt name' })).toHaveValue('Journey shop');
  await expect(page.getByRole('radio', { name: /^Business/ })).toHaveAttribute('aria-checked', 'true');
  await next(page).click();
  await next(page).click();

  await expect(heading(page, 'What should the first site start with?')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay and create Bolt' })).toBeDisabled();
  await page.getByRole('radio', { name: 'WooCommerce' }).click();
  const order = page.getByRole('region', { name: 'Your order' });
  await expect(order).toContainText('journey.example.com');
  await expect(order).toContainText('Business, billed annually');
  await expect(order).toContainText('London, United Kingdom');
  await expect(order).toContainText('$869.00');
  await page.getByRole('button', { name: 'Pay and create Bolt' }).click();

  await expect(heading(page, 'Your Bolt is ready')).toBeVisible();
  await expect(page.getByText('Journey shop has been created with its first site, journey.example.com.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to your Bolt' }).click();
  await expect(page).toHaveURL(/\/bolts\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Journey shop' })).toBeVisible();

  // The finished wizard left nothing to resume.
  await page.goto('/bolts/create');
  await expect(heading(page, 'Which site is this Bolt for?')).toBeVisible();
  await expect(page.getByText('Welcome back: you are where you left off.')).toHaveCount(0);
});

test('a declined payment shows the server’s message with Retry and Previous', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/create');
  await enterUrl(page, 'declined.example.com');
  await page.getByRole('textbox', { name: 'Bolt name' }).fill('fail-shop');
  await page.getByRole('radio', { name: /^Pro/ }).click();
  await next(page).click();
  await page.getByRole('radio', { name: 'Oslo, Norway' }).click();
  await expect(page.getByText('Oslo runs on the next-generation platform.')).toBeVisible();
  await next(page).click();
  await page.getByRole('radio', { name: 'Empty site' }).click();
  await page.getByRole('button', { name: 'Pay and create Bolt' }).click();

  await expect(heading(page, 'Your Bolt could not be created')).toBeVisible();
  const alert = page.getByRole('alert').filter({ hasText: 'The payment was declined. Please check your card details or use another card.' });
  await expect(alert).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Payment' })).toContainText('Failed');
  await expect(page.getByRole('button', { name: 'Quit' })).toBeVisible();
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(alert).toBeVisible();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(heading(page, 'What should the first site start with?')).toBeVisible();
});

test('staff create a free test Bolt for the customer they pick', async ({ page }) => {
  await signedIn(page, 'staff@demo.test');
  await page.goto('/bolts/create');
  await enterUrl(page, 'trial.example.org');
  await expect(page.getByText('Choose the customer to see whether they can start a free test Bolt.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Bolt name' }).fill('Staff trial');
  await page.getByRole('radio', { name: /^Pro/ }).click();
  await expect(next(page)).toBeDisabled();
  await page.getByRole('combobox', { name: 'Customer' }).fill('Other Media');
  await page.getByRole('option', { name: 'Other Media Ltd' }).click();
  await page.getByRole('radio', { name: 'Free test Bolt' }).click();
  await next(page).click();
  await page.getByRole('radio', { name: 'Stockholm, Sweden' }).click();
  await next(page).click();
  await page.getByRole('radio', { name: 'WordPress', exact: true }).click();
  const order = page.getByRole('region', { name: 'Your order' });
  await expect(order).toContainText('Other Media Ltd');
  await expect(order).toContainText('Free test Bolt (Pro) for 14 days');
  await expect(order).toContainText('$0.00');
  await page.getByRole('button', { name: 'Create free test Bolt' }).click();
  await expect(heading(page, 'Your Bolt is ready')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quit' })).toHaveCount(0);
});
