/**
 * The journeys' window on what the server "sent": the latest mail the sandbox mailer kept for an
 * address, the latest text the sandbox SMS gateway kept for a number. Read through the env-gated
 * sandbox routes (server/routes/sandbox.ts) that tests/support/e2eServer.ts turns on.
 */

interface Options {
  /** Only a message whose subject or body matches, e.g. /verify/i; waits for one. */
  match?: RegExp;
  /** How long to wait for a matching message, in ms (default 10 s). */
  timeoutMs?: number;
}

async function latest(port: number, path: 'outbox' | 'sms', to: string, { match, timeoutMs = 10_000 }: Options): Promise<string> {
  const url = `http://127.0.0.1:${port}/v1/sandbox/${path}?to=${encodeURIComponent(to)}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(url);
    if (response.ok) {
      const { attributes } = ((await response.json()) as { data: { attributes: { subject?: string; body: string } } }).data;
      if (!match || match.test(`${attributes.subject ?? ''}\n${attributes.body}`)) return attributes.body;
    } else if (response.status !== 404) {
      throw new Error(`sandbox ${path}: HTTP ${response.status} ${await response.text()}`);
    }
    if (Date.now() > deadline) throw new Error(`sandbox ${path}: no message to ${to}${match ? ` matching ${match}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The body of the latest mail to `to` (an e-mail address). */
export const latestMail = (port: number, to: string, options: Options = {}) => latest(port, 'outbox', to, options);

/** The body of the latest SMS to `to` (an E.164 number such as +4791234567). */
export const latestSms = (port: number, to: string, options: Options = {}) => latest(port, 'sms', to, options);

/** The first http(s) link in a message body (a verification or reset link). */
export function linkIn(body: string): string {
  const link = /https?:\/\/\S+/.exec(body)?.[0];
  if (!link) throw new Error(`no link in: ${body}`);
  return link;
}

/** The first run of 6 digits in a message body (an SMS code). */
export function codeIn(body: string): string {
  const code = /\b\d{6}\b/.exec(body)?.[0];
  if (!code) throw new Error(`no code in: ${body}`);
  return code;
}
