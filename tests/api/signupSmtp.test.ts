import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/schema';
import { startSmtpSink } from '../support/smtpSink';
import { startTestServer, type TestServer } from './helpers';
import { postSignup, validSignup } from './signupSupport';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let server: TestServer;
beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({
    mail: { smtpUrl: `smtp://127.0.0.1:${sink.port}?ignoreTLS=true`, from: 'Panel <no-reply@panel.example.test>' },
    jobPollingSeconds: 0.5,
  });
});
afterAll(async () => {
  await server.close();
  await sink.stop();
});

describe('app.mailer with SMTP_URL', () => {
  it('sends signup’s mail through the SMTP server by a durable job, and keeps nothing in the sandbox outbox', async () => {
    const before = Number((await server.database.db.select({ n: count() }).from(outbox))[0].n);
    expect((await postSignup(server, validSignup({ email: 'smtp@example.test' }))).statusCode).toBe(202);
    await expect.poll(() => sink.received.length, { timeout: 20_000 }).toBe(1);
    expect(sink.received[0].to).toEqual(['smtp@example.test']);
    expect(sink.received[0].data).toContain('Subject: Confirm your email address');
    expect(Number((await server.database.db.select({ n: count() }).from(outbox))[0].n)).toBe(before);
  });
});
