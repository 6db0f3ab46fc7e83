import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, smsOutbox } from '../../server/db/schema';
import { startTestServer, type TestServer } from './helpers';

describe('sandbox outbox routes with SANDBOX_OUTBOX_ROUTE=1', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ sandboxOutboxRoute: true });
  });
  afterAll(() => server.close());

  it('answer the latest mail and SMS to an address, 404 when there is none', async () => {
    await server.database.db.insert(outbox).values([
      { to: 'Person@Example.test', subject: 'first', body: 'one' },
      { to: 'person@example.test', subject: 'second', body: 'two' },
    ]);
    await server.database.db.insert(smsOutbox).values({ to: '+4791234567', body: 'Your code is 123456' });

    const mail = await server.app.inject({ method: 'GET', url: '/v1/sandbox/outbox?to=person@example.test' });
    expect(mail.json().data.attributes).toMatchObject({ subject: 'second', body: 'two' });
    const sms = await server.app.inject({ method: 'GET', url: `/v1/sandbox/sms?to=${encodeURIComponent('+4791234567')}` });
    expect(sms.json().data.attributes.body).toBe('Your code is 123456');
    expect((await server.app.inject({ method: 'GET', url: '/v1/sandbox/outbox?to=nobody@example.test' })).statusCode).toBe(404);
  });
});

describe('sandbox outbox routes without the flag', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('do not exist', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/v1/sandbox/outbox?to=a@example.test' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].title).toBe('Invalid URI');
  });
});
