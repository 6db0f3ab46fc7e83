import { eq } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { domains, environments } from '../../server/db/schema';
import { securityMessages } from '../../src/rules/security';
import { bearer, login, startTestServer, type TestServer } from './helpers';

const KEY = 'a-canny-private-sso-key';
const canny = { ssoKey: KEY, companyId: 'company-42', boardUrl: 'https://feedback.example.com' };

let server: TestServer;
const tokens = { customer: '', other: '', staff: '' };
beforeAll(async () => {
  server = await startTestServer({ canny });
  for (const who of ['customer', 'other', 'staff'] as const) tokens[who] = await login(server.app, `${who}@demo.test`);
});
afterAll(() => server.close());

const get = (who: keyof typeof tokens, url: string) => server.app.inject({ url, headers: bearer(tokens[who]) });

describe('GET sso/canny', () => {
  it('signs the person’s id, email and name with the SSO key (HS256) and builds Canny’s SSO redirect', async () => {
    const response = await get(
      'customer',
      `/v1/sso/canny?companyID=ignored&redirect=${encodeURIComponent('https://feedback.example.com/ideas?x=1')}`,
    );
    expect(response.statusCode).toBe(200);
    const { ssoToken, redirectUrl } = response.json().data.attributes;
    const { payload, protectedHeader } = await jwtVerify(ssoToken, new TextEncoder().encode(KEY));
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({ email: 'customer@demo.test', name: 'Kari Nordmann', id: expect.any(String) });
    const url = new URL(redirectUrl);
    expect(`${url.origin}${url.pathname}`).toBe('https://canny.io/api/redirects/sso');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      companyID: 'company-42',
      ssoToken,
      redirect: 'https://feedback.example.com/ideas?x=1',
    });
  });

  it('sends a redirect to anywhere but the board or canny.io to the board instead', async () => {
    for (const redirect of ['https://evil.example.net/', 'http://feedback.example.com/', 'javascript:alert(1)', 'not a url']) {
      const response = await get('customer', `/v1/sso/canny?redirect=${encodeURIComponent(redirect)}`);
      expect(new URL(response.json().data.attributes.redirectUrl).searchParams.get('redirect')).toBe('https://feedback.example.com');
    }
    const onCanny = await get('customer', `/v1/sso/canny?redirect=${encodeURIComponent('https://acme.canny.io/feature-requests')}`);
    expect(new URL(onCanny.json().data.attributes.redirectUrl).searchParams.get('redirect')).toBe('https://acme.canny.io/feature-requests');
  });

  it('says feedback is not configured without CANNY_SSO_KEY', async () => {
    const bare = await startTestServer({ canny: readConfig({}).canny });
    try {
      const token = await login(bare.app, 'customer@demo.test');
      const response = await bare.app.inject({ url: '/v1/sso/canny', headers: bearer(token) });
      expect(response.statusCode).toBe(404);
      expect(response.json().errors[0]).toMatchObject({ code: 'feedback_not_configured', detail: securityMessages.feedbackNotConfigured });
    } finally {
      await bare.close();
    }
  });
});

describe('GET site-redirect', () => {
  const siteOf = async (domain: string) => {
    const [row] = await server.database.db
      .select({ id: environments.id, boltId: environments.boltId, title: environments.title })
      .from(domains)
      .innerJoin(environments, eq(environments.id, domains.environmentId))
      .where(eq(domains.name, domain));
    return row;
  };

  it.each(['acme-webshop.no', 'WWW.Acme-Webshop.no', 'https://acme-webshop.no/shop?x=1', 'acme-webshop.no.', 'outlet.acme-webshop.no'])(
    'finds the customer’s site by %s',
    async (site) => {
      const expected = await siteOf('acme-webshop.no');
      const response = await get('customer', `/v1/site-redirect?site=${encodeURIComponent(site)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        id: String(expected.id),
        type: 'site-redirects',
        attributes: { title: expected.title, path: `/bolts/${expected.boltId}/environments/${expected.id}` },
      });
    },
  );

  it('finds a site by its own address on its server', async () => {
    const expected = await siteOf('acme-webshop.no');
    const site = (await get('customer', `/v1/environments/${expected.id}`)).json().data.attributes;
    const host = new URL(site.internalUrl).hostname;
    expect((await get('customer', `/v1/site-redirect?site=${host}`)).json().data.id).toBe(String(expected.id));
  });

  it('answers another account’s site as it answers no site: 404', async () => {
    const foreign = await get('other', '/v1/site-redirect?site=acme-webshop.no');
    const missing = await get('other', '/v1/site-redirect?site=nothing-here.example');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
  });

  it('finds any account’s site for staff on admin/site-redirect', async () => {
    const expected = await siteOf('acme-webshop.no');
    const response = await get('staff', '/v1/admin/site-redirect?site=acme-webshop.no');
    expect(response.json().data.id).toBe(String(expected.id));
  });

  it('asks for a site', async () => {
    const response = await get('customer', '/v1/site-redirect?site=');
    expect(response.statusCode).toBe(422);
  });
});
