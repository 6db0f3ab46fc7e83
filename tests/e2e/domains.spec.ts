import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible, PASSWORD, signedIn } from './fixtures';

async function tokenOf(request: APIRequestContext, email: string) {
  const response = await request.post('/v1/auth/login', { data: { username: email, password: PASSWORD } });
  return (await response.json()).data.token as string;
}

/** Adds domains to a site through the API (spec 2 §7 POST environments/{id}/domains), in this order. */
async function addDomains(request: APIRequestContext, email: string, path: string, names: string[]) {
  const headers = { authorization: `Bearer ${await tokenOf(request, email)}` };
  for (const name of names) {
    const response = await request.post(`/v1/${path}?www=0`, { headers, data: { data: { type: 'domains', attributes: { name } } } });
    expect(response.status(), name).toBe(201);
  }
}

test('a customer finds a site’s domains with its DNS records, searches, sorts, and deletes one by typing its name', async ({ page, request }) => {
  // Added as zeta, alpha, mid: by title they read alpha, mid, zeta; by date (id) zeta, alpha, mid.
  const [alpha, mid, zeta] = ['alpha-dl.example.org', 'mid-dl.example.org', 'zeta-dl.example.org'];
  await addDomains(request, 'customer@demo.test', 'environments/3/domains', [zeta, alpha, mid]);
  await signedIn(page, 'customer@demo.test');

  // Spec 2 §2.1 overview: the first two names (the site's names come ordered), then how many more.
  const headers = { authorization: `Bearer ${await tokenOf(request, 'customer@demo.test')}` };
  const siteDomains = (await (await request.get('/v1/environments/3', { headers })).json()).data.attributes.domains as string[];
  expect(siteDomains).toEqual(expect.arrayContaining([alpha, mid, zeta]));
  await page.goto('/bolts/1/environments/3/overview');
  const configuration = page.getByRole('region', { name: 'Configuration' });
  await expect(configuration.getByText(siteDomains[0], { exact: true })).toBeVisible();
  await expect(configuration.getByText(siteDomains[1], { exact: true })).toBeVisible();
  await expect(configuration.getByText(siteDomains[2], { exact: true })).toHaveCount(0);
  await expect(configuration.getByText(`+ ${siteDomains.length - 2} more`)).toBeVisible();
  await configuration.getByRole('link', { name: 'Manage' }).first().click();

  await expect(page).toHaveURL(/\/bolts\/1\/environments\/3\/domains(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Domains', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Bolts' })).toBeVisible();
  const dns = page.getByRole('region', { name: 'DNS information' });
  await expect(dns.getByText('10.0.1.10')).toBeVisible();
  await expect(dns.getByText('2001:db8:0:1::10')).toBeVisible();
  await expect(dns.getByText('web01.osl-no.hosting.test')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add domain' })).toHaveAttribute('href', '/bolts/1/environments/3/domains/create');

  // By title, A to Z, at first; the site's other (seeded) domains are searched away.
  const list = page.getByRole('region', { name: 'Site domains' });
  const names = list.getByRole('link', { name: /opens in a new tab/ });
  const search = list.getByRole('searchbox', { name: 'Search domains' });
  await expect(names.first()).toHaveText(siteDomains[0]);
  await search.fill('-dl.example.org');
  await expect(names).toHaveText([alpha, mid, zeta]);
  await expect(names.first()).toHaveAttribute('href', `https://${alpha}`);
  await expect(names.first()).toHaveAttribute('target', '_blank');
  const item = list.getByRole('listitem').filter({ hasText: alpha });
  await expect(item.getByText('No CDN')).toBeVisible();
  await expect(item.getByText('No SSL')).toBeVisible();
  await expect(item.getByText('development')).toBeAttached();
  await expect(item.getByRole('link', { name: 'Setup SSL' })).toHaveAttribute(
    'href',
    new RegExp(`/bolts/1/environments/3/domains/${alpha}/set-up-certificate/\\d+$`),
  );
  await expectAccessible(page);

  await search.fill('mid-dl');
  await expect(names).toHaveText([mid]);
  await search.fill('no-such-domain');
  await expect(list.getByText('No domain matches “no-such-domain”.')).toBeVisible();
  await list.getByRole('button', { name: 'Clear search' }).click();
  await expect(names.first()).toHaveText(siteDomains[0]);
  await search.fill('-dl.example.org');
  await expect(names).toHaveText([alpha, mid, zeta]);

  // Spec 2 §2.1: each sort takes the other direction from the last one stored, ascending first.
  await list.getByRole('button', { name: /^Date/ }).click();
  await expect(list.getByRole('button', { name: 'Date, ascending' })).toBeVisible();
  await expect(names).toHaveText([zeta, alpha, mid]);
  await list.getByRole('button', { name: /^Date/ }).click();
  await expect(names).toHaveText([mid, alpha, zeta]);
  await list.getByRole('button', { name: /^Title/ }).click();
  await expect(list.getByRole('button', { name: 'Title, ascending' })).toBeVisible();
  await expect(names).toHaveText([alpha, mid, zeta]);
  // The last direction is kept across visits: the next sort chosen is descending.
  await page.reload();
  await expect(names).toHaveText([alpha, mid, zeta]);
  await list.getByRole('button', { name: /^Title/ }).click();
  await expect(names).toHaveText([zeta, mid, alpha]);

  await list.getByRole('listitem').filter({ hasText: mid }).getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(new RegExp(`/bolts/1/environments/3/domains/settings/${mid}/\\d+$`));
  await expect(page.getByRole('heading', { name: mid, level: 1 })).toBeVisible();
  const facts = page.getByRole('region', { name: 'Domain' });
  await expect(facts.getByText('No CDN')).toBeVisible();
  await expect(facts.getByRole('link', { name: 'Setup CDN' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Certificates' }).getByText('No certificate covers this domain yet.')).toBeVisible();
  await expectAccessible(page);

  // Spec 1 §5: confirm stays disabled, saying why, until the name is typed exactly.
  await page.getByRole('region', { name: 'Delete domain' }).getByRole('button', { name: 'Delete domain' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('You must confirm by entering the domain name')).toBeVisible();
  const confirm = dialog.getByRole('button', { name: 'Delete domain' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Domain name' }).fill('mid-dl.example');
  await expect(confirm).toBeDisabled();
  await expect(dialog.getByText('You must confirm by entering the domain name')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Domain name' }).fill(mid);
  await expect(dialog.getByText('You must confirm by entering the domain name')).toHaveCount(0);
  await confirm.click();
  await expect(page.getByText('domain deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/bolts\/1\/environments\/3\/domains(\?|$)/);
  await expect(list.getByText(alpha)).toBeVisible();
  await expect(list.getByText(mid)).toHaveCount(0);
});

test('a customer links, unlinks and deletes a certificate, renews one, and sees an import refused field by field', async ({ page, request }) => {
  // The seed gives site 4 a self-signed and site 5 a Let’s Encrypt certificate named after the site.
  const [blog, campaign] = ['blog-4-4.example.com', 'campaign-site-5-5.example.com'];
  await addDomains(request, 'customer@demo.test', 'environments/4/domains', [blog]);
  await addDomains(request, 'customer@demo.test', 'environments/5/domains', [campaign]);
  await signedIn(page, 'customer@demo.test');

  await page.goto('/bolts/1/environments/4/domains');
  const list = page.getByRole('region', { name: 'Site domains' });
  await expect(list.getByRole('listitem').filter({ hasText: blog }).getByText('No SSL')).toBeVisible();
  await list.getByRole('listitem').filter({ hasText: blog }).getByRole('link', { name: 'Settings' }).click();
  const certificates = page.getByRole('region', { name: 'Certificates' });
  const certificate = certificates.getByRole('listitem').filter({ hasText: 'Self-signed' });
  await expect(certificate.getByText('Ready')).toBeVisible();
  await certificate.getByRole('button', { name: 'Link' }).click();
  await expect(page.getByText('certificate linked')).toBeVisible();
  await expect(certificate.getByText('Linked')).toBeVisible();
  // A linked certificate is unlinked first, never deleted.
  await expect(certificate.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // The list's certificate tag: spec 1 §4 label and the validity date.
  await page.getByRole('link', { name: 'Back to domains' }).click();
  await expect(
    list
      .getByRole('listitem')
      .filter({ hasText: blog })
      .getByText(/^Ready · valid until /),
  ).toBeVisible();
  await list.getByRole('listitem').filter({ hasText: blog }).getByRole('link', { name: 'Settings' }).click();

  await certificate.getByRole('button', { name: 'Unlink' }).click();
  await expect(page.getByText('certificate unlinked')).toBeVisible();
  await certificate.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('certificate deleted')).toBeVisible();
  await expect(certificates.getByText('No certificate covers this domain yet.')).toBeVisible();

  // The API's reason for each refused field shows under it.
  const upload = page.getByRole('region', { name: 'Import a certificate' });
  await upload.getByRole('textbox', { name: 'Certificate (PEM)' }).fill('not a certificate');
  await upload.getByRole('button', { name: 'Import certificate' }).click();
  await expect(upload.getByText('The field cannot be empty.')).toBeVisible();
  await upload.getByRole('textbox', { name: 'Private key (PEM)' }).fill('not a key');
  await upload.getByRole('button', { name: 'Import certificate' }).click();
  await expect(upload.getByText('The certificate is not a valid PEM certificate.')).toBeVisible();

  await page.goto('/bolts/1/environments/5/domains');
  await list.getByRole('listitem').filter({ hasText: campaign }).getByRole('link', { name: 'Settings' }).click();
  await certificates.getByRole('listitem').filter({ hasText: 'Let’s Encrypt' }).getByRole('button', { name: 'Renew' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Renew' }).click();
  await expect(page.getByText('certificate renewal ordered')).toBeVisible();
});

test('staff see every account’s domains with the customer on /domains; a customer sees only their own', async ({ page, request, browser }) => {
  const staffHeaders = { authorization: `Bearer ${await tokenOf(request, 'staff@demo.test')}` };
  const sites = (await (await request.get('/v1/admin/bolts/5/environments', { headers: staffHeaders })).json()).data as { id: string }[];
  await addDomains(request, 'other@demo.test', `environments/${sites[0].id}/domains`, ['news-dl.example.net']);
  await addDomains(request, 'customer@demo.test', 'environments/2/domains', ['shop-dl.example.net']);

  await signedIn(page, 'staff@demo.test');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Domains' }).click();
  await expect(page).toHaveURL(/\/domains(\?|$)/);
  const list = page.getByRole('region', { name: 'All domains' });
  await list.getByRole('searchbox', { name: 'Search domains' }).fill('-dl.example.net');
  await expect(list.getByRole('link', { name: /opens in a new tab/ })).toHaveText(['news-dl.example.net', 'shop-dl.example.net']);
  await expect(list.getByRole('listitem').filter({ hasText: 'news-dl.example.net' }).getByText('Customer: Other Media Ltd')).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: 'shop-dl.example.net' }).getByText('Customer: Acme Web AS')).toBeVisible();
  // Staff search by customer too.
  await list.getByRole('searchbox', { name: 'Search domains' }).fill('Other Media');
  await expect(list.getByRole('link', { name: 'news-dl.example.net (opens in a new tab)' })).toBeVisible();
  await expect(list.getByText('shop-dl.example.net')).toHaveCount(0);
  await expectAccessible(page);

  const context = await browser.newContext();
  const customer = await context.newPage();
  await signedIn(customer, 'customer@demo.test');
  await customer.goto('/domains');
  const own = customer.getByRole('region', { name: 'All domains' });
  await own.getByRole('searchbox', { name: 'Search domains' }).fill('-dl.example.net');
  await expect(own.getByRole('link', { name: /opens in a new tab/ })).toHaveText(['shop-dl.example.net']);
  await expect(own.getByText(/^Customer:/)).toHaveCount(0);
  await context.close();
});
