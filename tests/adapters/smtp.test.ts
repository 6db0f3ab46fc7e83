import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverBySmtp } from '../../server/dataplane/mail.js';
import { startSmtpSink } from '../support/smtpSink.js';

let sink: Awaited<ReturnType<typeof startSmtpSink>>;
beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.stop());

describe('SMTP mailer (SMTP_URL)', () => {
  it('hands a message to the SMTP server with MAIL_FROM as sender', async () => {
    await deliverBySmtp(
      { smtpUrl: `smtp://127.0.0.1:${sink.port}?ignoreTLS=true`, from: 'Panel <no-reply@panel.example.test>' },
      { to: 'kari@example.test', subject: 'Confirm your email address', body: 'Open this link: https://panel.example.test/verify-email?token=abc\n' },
    );
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail.from).toBe('no-reply@panel.example.test');
    expect(mail.to).toEqual(['kari@example.test']);
    expect(mail.data).toContain('Subject: Confirm your email address');
    expect(mail.data).toContain('https://panel.example.test/verify-email?token=abc');
  });

  it('fails when the server cannot be reached, so the mail job is retried', async () => {
    await expect(
      deliverBySmtp({ smtpUrl: 'smtp://127.0.0.1:1', from: 'no-reply@panel.example.test' }, { to: 'a@example.test', subject: 's', body: 'b' }),
    ).rejects.toThrow();
  });
});
