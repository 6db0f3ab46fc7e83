import { createServer, type Server } from 'node:net';

/** A message as an SMTP server received it: the envelope and the raw DATA. */
export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

/** What the sink answers each command. */
const ANSWERS: Record<string, string> = {
  EHLO: '250 sink',
  HELO: '250 sink',
  MAIL: '250 ok',
  RCPT: '250 ok',
  RSET: '250 ok',
  DATA: '354 go on',
  QUIT: '221 bye',
};

/**
 * A minimal SMTP server (RFC 5321: EHLO, MAIL, RCPT, DATA, RSET, QUIT; no TLS, no AUTH) on a free
 * loopback port, keeping what it receives: the SMTP mailer's tests talk real SMTP to it.
 */
export async function startSmtpSink(): Promise<{ port: number; received: ReceivedMail[]; stop: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server: Server = createServer((socket) => {
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    let inData = false;
    let buffer = '';
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (let end = buffer.indexOf('\r\n'); end >= 0; end = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(mail);
            mail = { from: '', to: [], data: '' };
            reply('250 queued');
          } else mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') mail.from = /<(.*)>/.exec(line)?.[1] ?? '';
        if (verb === 'RCPT') mail.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
        if (verb === 'RSET') mail = { from: '', to: [], data: '' };
        if (verb === 'DATA') inData = true;
        reply(ANSWERS[verb] ?? '502 not here');
        if (verb === 'QUIT') socket.end();
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { port, received, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
