import { expect, test } from '@playwright/test';
import { signedIn, signIn } from './fixtures';
import { revokeSession } from './support/api';

/** Ends the session on the server, as an expiry or a logout elsewhere would; the page does not know yet. */
test('a customer switches the PHP version after confirming and sees it saved', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/1/environments/1/php-settings');
  await expect(page.getByRole('heading', { name: 'PHP settings', level: 1 })).toBeVisible();
  const versions = page.getByRole('radiogroup', { name: 'PHP version' });
  await expect(versions.getByText('Legacy').first()).toBeVisible();
  await expect(versions.getByText('Beta')).toBeVisible();
  const target = versions.getByRole('radio', { name: /PHP 8\.4/ });
  const other = (await target.isChecked()) ? versions.getByRole('radio', { name: /PHP 8\.3/ }) : target;
  await other.check();
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('Change the PHP version?')).toBeVisible();
  await page.getByRole('button', { name: 'Change version' }).click();
  await expect(page.getByText('PHP version updated')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('radiogroup', { name: 'PHP version' }).getByRole('radio', { checked: true })).toHaveAccessibleName(
    (await other.getAttribute('value')) === '8.4' ? /PHP 8\.4/ : /PHP 8\.3/,
  );
  // Workers and the error log are staff settings (spec 2 §6).
  await expect(page.getByText('PHP workers')).toHaveCount(0);
});

test('a 401 while saving the PHP version lands on sign-in, with no success toast, and comes back with the version unchanged', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/1/environments/1/php-settings');
  const versions = page.getByRole('radiogroup', { name: 'PHP version' });
  const stored = versions.getByRole('radio', { checked: true });
  await expect(stored).toHaveCount(1);
  const storedName = (await stored.getAttribute('value'))!;
  await versions.getByRole('radio', { checked: false }).first().check();
  await revokeSession(page);
  await page.getByRole('button', { name: 'Save' }).first().click();
  await page.getByRole('button', { name: 'Change version' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('PHP version updated')).toHaveCount(0);

  await signIn(page, 'customer@demo.test', { from: '' });
  await expect(page).toHaveURL(/\/bolts\/1\/environments\/1\/php-settings$/);
  await expect(page.getByRole('radiogroup', { name: 'PHP version' }).getByRole('radio', { checked: true })).toHaveAttribute('value', storedName);
});

test('staff toggle the web firewall of a site', async ({ page }) => {
  await signedIn(page, 'staff@demo.test');
  await page.goto('/bolts/1/environments/1/security');
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Malware protection' })).toBeVisible();
  const firewall = page.getByRole('switch', { name: 'Web firewall' }).or(page.getByRole('checkbox', { name: 'Web firewall' }));
  const before = await firewall.isChecked();
  await firewall.click();
  await expect(page.getByText('security settings updated')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  if (before) await expect(firewall).not.toBeChecked();
  else await expect(firewall).toBeChecked();
});

test('staff are offered malware protection on sites of the configured host only (MALWARE_PROTECTION_HOSTS)', async ({ page }) => {
  await signedIn(page, 'staff@demo.test');
  // Bolt 1 runs on web01 in Oslo, the demo's host for it; Bolt 2 on web02 in Stockholm (not legacy).
  await page.goto('/bolts/1/environments/1/security');
  const malware = page.getByRole('region', { name: 'Malware protection' });
  await expect(
    malware.getByRole('switch', { name: 'Malware protection' }).or(malware.getByRole('checkbox', { name: 'Malware protection' })),
  ).toBeVisible();
  const siteId = await page.evaluate(async () => {
    const { token } = JSON.parse(localStorage.getItem('auth')!);
    const response = await fetch('/v1/admin/bolts/2/environments?per_page=1', { headers: { authorization: `Bearer ${token}` } });
    return String(((await response.json()) as { data: { id: string }[] }).data[0].id);
  });
  await page.goto(`/bolts/2/environments/${siteId}/security`);
  await expect(malware.getByText('Malware protection is not available on this site’s host.')).toBeVisible();
  await expect(malware.getByRole('switch').or(malware.getByRole('checkbox'))).toHaveCount(0);
});

test('staff switch on an add-on from the catalogue', async ({ page }) => {
  await signedIn(page, 'staff@demo.test');
  await page.goto('/bolts/1/environments/1/addons');
  await expect(page.getByRole('heading', { name: 'Add-on catalogue' })).toBeVisible();
  const redis = page.getByRole('switch', { name: 'Redis object cache' }).or(page.getByRole('checkbox', { name: 'Redis object cache' }));
  await expect(redis).not.toBeChecked();
  await redis.click();
  await expect(page.getByText('Add-on settings updated')).toBeVisible();
  await expect(redis).toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Redis object cache' }).or(page.getByRole('checkbox', { name: 'Redis object cache' }))).toBeChecked();

  // Added, it can be removed with its set-up, after a confirmation; Cancel keeps it.
  const remove = page.getByRole('button', { name: 'Remove Redis object cache' });
  await remove.click();
  await page.getByRole('dialog', { name: 'Remove Redis object cache?' }).getByRole('button', { name: 'Cancel' }).click();
  await expect(redis).toBeChecked();
  await remove.click();
  await page.getByRole('dialog', { name: 'Remove Redis object cache?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Add-on removed')).toBeVisible();
  await expect(redis).not.toBeChecked();
  await expect(remove).toHaveCount(0);
});
