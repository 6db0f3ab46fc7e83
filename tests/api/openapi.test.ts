import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { resources } from '../../server/resources';
import { cronjobRecordSchema } from '../../src/rules/schemas/records/cronjob';
import { errorDocument, oneDocument } from '../../src/rules/schemas/records/document';
import { bearer, login, startTestServer, type TestServer } from './helpers';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

let server: TestServer;
let operations: [name: string, operation: Operation][];
beforeAll(async () => {
  server = await startTestServer();
  const response = await server.app.inject({ url: '/v1/openapi.json' });
  expect(response.statusCode).toBe(200);
  const paths = response.json().paths as Record<string, Record<string, Operation>>;
  operations = Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]): [string, Operation] => [`${method.toUpperCase()} ${path}`, operation]),
  );
});
afterAll(() => server.close());

describe('GET /v1/openapi.json', () => {
  it('documents every route of the API', () => {
    expect(operations.length).toBeGreaterThan(150);
    expect(operations.map(([name]) => name)).toEqual(expect.arrayContaining(['GET /v1/environments/{id}/cronjobs', 'GET /v1/admin/cronjobs']));
  });

  it('declares for every operation what a success answers and the error document of 4xx and 5xx', () => {
    const missing = operations.filter(([, operation]) => {
      const codes = Object.keys(operation.responses ?? {});
      return !codes.some((code) => /^2\d\d$/.test(code)) || !codes.includes('4XX') || !codes.includes('5XX');
    });
    expect(missing.map(([name]) => name)).toEqual([]);
  });

  it('gives each success with a body its JSON schema, a file its media type, and a 204 none', () => {
    const files: Record<string, string> = {
      'GET /v1/invoices/{id}/pdf': 'application/pdf',
      'GET /v1/admin/invoices/{id}/pdf': 'application/pdf',
      'GET /v1/user-profile/picture/{userId}': 'image/webp',
      'GET /v1/admin/user-profile/picture/{userId}': 'image/webp',
    };
    for (const [name, { responses = {} }] of operations) {
      for (const [code, response] of Object.entries(responses)) {
        if (code === '204') expect(response.content, `${name} ${code}`).toBeUndefined();
        else if (/^2/.test(code) && name in files) expect(Object.keys(response.content ?? {}), `${name} ${code}`).toEqual([files[name]]);
        else expect(response.content?.['application/json']?.schema, `${name} ${code}`).toEqual(expect.objectContaining({ type: 'object' }));
      }
    }
  });

  it('documents one record shape per type: the staff list of a server’s cron jobs answers a site’s', () => {
    const schemaOf = (name: string) => {
      const found = operations.find(([operation]) => operation === name);
      return (found?.[1].responses?.['200']?.content?.['application/json']?.schema as { properties: { data: { items: unknown } } }).properties.data
        .items;
    };
    expect(schemaOf('GET /v1/admin/cronjobs')).toEqual(schemaOf('GET /v1/environments/{id}/cronjobs'));
    expect(schemaOf('GET /v1/admin/databases')).toEqual(schemaOf('GET /v1/bolts/{id}/databases'));
  });
});

describe('response schemas', () => {
  const job: z.output<typeof cronjobRecordSchema> = {
    id: '1',
    type: 'cronjobs',
    attributes: {
      schedule: '0 3 * * *',
      description: 'At 03:00 every day',
      command: 'php cron.php',
      comment: '',
      notifications: 'none',
      active: true,
      disabled: false,
      environmentId: 1,
      environment: 'Main website',
      boltId: 1,
      bolt: 'Acme',
      createdAt: new Date('2026-01-02T03:04:05Z'),
    },
    relationships: { environment: { data: { type: 'environments', id: '1' } } },
  };
  const document = oneDocument(cronjobRecordSchema);

  it('write moments as ISO 8601 and keep every declared attribute', () => {
    const encoded = document.encode({ data: job });
    expect(encoded.data.attributes).toEqual({ ...job.attributes, createdAt: '2026-01-02T03:04:05.000Z' });
  });

  it('refuse an attribute they do not declare, or one missing, rather than drop it or ship it', () => {
    expect(document.safeEncode({ data: { ...job, attributes: { ...job.attributes, apiKey: 'secret' } } } as never).success).toBe(false);
    const { bolt: _bolt, ...withoutBolt } = job.attributes;
    expect(document.safeEncode({ data: { ...job, attributes: withoutBolt } } as never).success).toBe(false);
  });

  it('check every declared resource’s list against its record schema (an undeclared or missing attribute would be a 500)', async () => {
    const admin = await login(server.app, 'admin@demo.test');
    // The demo data holds no checkout: one paid order makes the staff list of checkouts answer a record.
    const order = {
      url: 'https://shop.example.com/',
      name: 'Schema shop',
      plan: 'pro',
      billingPeriod: 'monthly',
      location: 'osl-no',
      cms: 'wordpress',
    };
    const paid = await server.app.inject({
      method: 'POST',
      url: '/v1/bolts/checkout',
      headers: bearer(await login(server.app, 'customer@demo.test')),
      payload: { data: { type: 'checkouts', attributes: order } },
    });
    expect(paid.statusCode).toBe(201);
    // Nor a rebuild of sites' configuration: one of a server's sites.
    const rebuild = await server.app.inject({
      method: 'POST',
      url: '/v1/admin/rebuild-sites-config',
      headers: bearer(admin),
      payload: { data: { type: 'rebuild-sites-config', attributes: { serverId: 1 } } },
    });
    expect(rebuild.statusCode).toBe(201);
    const customer = await login(server.app, 'customer@demo.test');
    for (const declaration of resources) {
      // A customer-only resource (their activity) has no admin path: its customer's list.
      const url = `/v1/${declaration.access.isCustomerOnly ? '' : 'admin/'}${declaration.path ?? declaration.type}`;
      const list = await server.app.inject({ url, headers: bearer(declaration.access.isCustomerOnly ? customer : admin) });
      expect(list.statusCode, declaration.type).toBe(200);
      expect(list.json().data.length, declaration.type).toBeGreaterThan(0);
    }
  });

  it('answer a refusal with the error document', async () => {
    const response = await server.app.inject({ url: '/v1/admin/cronjobs' });
    expect(response.statusCode).toBe(401);
    expect(errorDocument.safeParse(response.json()).success).toBe(true);
  });
});
