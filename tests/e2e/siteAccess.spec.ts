import { expect, test } from '@playwright/test';
import { newPublicKey } from '../api/sshKeyFixtures';
import { signedIn } from './fixtures';

test('a customer adds a site SSH key, opens it and deletes it with the fingerprint confirmation', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/1/environments/1/access');
  await expect(page.getByRole('heading', { name: 'Access', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'SSH access type' })).toBeVisible();

  const form = page.getByRole('region', { name: 'Add SSH key' });
  await form.getByRole('textbox', { name: 'Public key' }).fill('hello world');
  await form.getByRole('button', { name: 'Add key' }).click();
  await expect(form.getByText('Please paste an OpenSSH public key', { exact: false })).toBeVisible();

  const key = newPublicKey('journey@laptop');
  await form.getByRole('textbox', { name: 'Public key' }).fill(key.line);
  await form.getByRole('button', { name: 'Add key' }).click();
  await expect(page.getByText('ssh key added')).toBeVisible();
  const keys = page.getByRole('region', { name: 'SSH keys of this site' });
  await expect(keys.getByText(key.fingerprint, { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Access entries' }).getByText('User Key')).toBeVisible();

  await keys.getByRole('link', { name: /journey@laptop/ }).click();
  await expect(page).toHaveURL(/\/bolts\/1\/environments\/1\/access\/settings\/\d+\/ssh-keys$/);
  await expect(page.getByRole('heading', { name: 'journey@laptop', level: 1 })).toBeVisible();
  await expect(page.getByText(key.line)).toBeVisible();
  await expect(page.getByText('ssh-ed25519', { exact: true })).toBeVisible();
  await expect(page.getByText('256 bits')).toBeVisible();

  await page.getByRole('button', { name: 'Delete key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete SSH key?' });
  await expect(dialog).toContainText(`The key ${key.fingerprint} will be removed from all Bolts and sites.`);
  await dialog.getByRole('button', { name: 'Delete key' }).click();
  await expect(page.getByText('ssh key deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/bolts\/1\/environments\/1\/access$/);
  await expect(page.getByRole('region', { name: 'SSH keys of this site' }).getByText(key.fingerprint, { exact: false })).toHaveCount(0);
});
