import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, type Config } from '../../server/config';
import { startTestServer, type TestServer } from './helpers';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A seeded server listening on a port the OS picks. */
async function listening(overrides: Partial<Config>) {
  const server = await startTestServer(overrides);
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { server, port: (server.app.server.address() as AddressInfo).port };
}

function request(port: number, options: http.RequestOptions & { body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: '/v1/health', agent: false, ...options }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

/** Writes `head`, then one byte of `drip` at a time until the server closes; resolves with all it answered. */
function slowClient(port: number, head: string, drip: string, everyMs: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < drip.length && !socket.destroyed) socket.write(drip[sent++]);
    }, everyMs);
    socket.on('data', (chunk) => (received += chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve(received);
    });
    socket.write(head);
  });
}

function parseRaw(raw: string) {
  const [head, body] = raw.split('\r\n\r\n');
  const [statusLine, ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => [line.split(':')[0].toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) };
}

describe('timeouts and refused requests', () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    const timeouts = { headersMs: 500, requestMs: 1000, keepAliveMs: 5000, idleMs: 10_000 };
    ({ server, port } = await listening({ timeouts }));
  });
  afterAll(() => server.close());

  it('answers oversized headers with a 431 error that closes the connection, and the next request works', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const refused = await request(port, { agent, headers: { 'x-padding': 'a'.repeat(20_000) } });
    expect(refused.status).toBe(431);
    expect(refused.headers.connection).toBe('close');
    expect(JSON.parse(refused.body).errors[0]).toMatchObject({ status: '431', code: 'headers_too_large' });

    const next = await request(port, { agent });
    expect(next.status).toBe(200);
    expect(JSON.parse(next.body).data.status).toBe('ok');
    agent.destroy();
  });

  it('cuts off a body sent one byte at a time with a 408 error', async () => {
    const body = JSON.stringify({ username: 'customer@demo.test', password: 'demo-password-1' });
    const head = `POST /v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const answer = parseRaw(await slowClient(port, head, body, 200));
    expect(answer.status).toBe(408);
    expect(answer.headers.connection).toBe('close');
    expect(answer.body.errors[0]).toMatchObject({ status: '408', code: 'request_timeout' });
  });

  it('cuts off headers sent one byte at a time with a 408 error', async () => {
    const answer = parseRaw(await slowClient(port, 'GET /v1/health HTTP/1.1\r\n', `Host: 127.0.0.1\r\nX-Slow: ${'a'.repeat(200)}\r\n\r\n`, 100));
    expect(answer.status).toBe(408);
    expect(answer.body.errors[0].code).toBe('request_timeout');
  });

  it('answers bytes that are not HTTP with a 400 error', async () => {
    const answer = parseRaw(await slowClient(port, 'HELLO\r\n\r\n', '', 1000));
    expect(answer.status).toBe(400);
    expect(answer.headers.connection).toBe('close');
    expect(answer.body.errors[0].status).toBe('400');
  });
});

/** A login whose body is held back until `finish()`: it holds an admission slot from its headers on. */
function heldRequest(port: number) {
  const body = JSON.stringify({ username: 'nobody@demo.test', password: 'wrong' });
  let answered: (answer: Answer) => void;
  const answer = new Promise<Answer>((resolve) => (answered = resolve));
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/v1/auth/login',
    agent: false,
    // The server answers 100 Continue in the same step in which it admits the request.
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), expect: '100-continue' },
  });
  const admitted = new Promise<void>((resolve) => req.once('continue', () => resolve()));
  req.on('response', (res) => {
    let text = '';
    res.on('data', (chunk) => (text += chunk));
    res.on('end', () => answered({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
  });
  req.flushHeaders();
  return { admitted, answer, finish: () => req.end(body) };
}

/** A request that passes the admission queue (the health probes skip it): unsigned, so a 401 once served. */
const queued = { path: '/v1/bolts' };

describe('admission queue', () => {
  it('answers 503 with Retry-After when the queue is full, and serves the queued request later', async () => {
    const admission = { ...readConfig({}).admission, concurrency: 1, queueLength: 1, maxWaitMs: 60_000 };
    const { server, port } = await listening({ admission });
    try {
      const held = heldRequest(port);
      await held.admitted;
      // Of two more requests one waits in the queue, the other finds it full: the first answer,
      // while the held request still runs, can only be that refusal.
      const both = [request(port, queued), request(port, queued)];
      const refused = await Promise.race(both);
      expect(refused.status).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      expect(JSON.parse(refused.body).errors[0]).toMatchObject({ status: '503', code: 'overloaded' });
      // The liveness probe skips the full queue: a busy server is alive.
      expect((await request(port)).status).toBe(200);
      held.finish();
      const statuses = (await Promise.all(both)).map((answer) => answer.status).sort();
      expect(statuses).toEqual([401, 503]);
      expect((await held.answer).status).toBe(401);
      expect((await request(port, queued)).status).toBe(401);
      expect((await request(port)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('answers 503 with Retry-After to a request that waited too long', async () => {
    const admission = { ...readConfig({}).admission, concurrency: 1, queueLength: 10, maxWaitMs: 200 };
    const { server, port } = await listening({ admission });
    try {
      const held = heldRequest(port);
      await held.admitted;
      const waited = await request(port, queued);
      expect(waited.status).toBe(503);
      expect(waited.headers['retry-after']).toBe('1');
      held.finish();
      expect((await held.answer).status).toBe(401);
      expect((await request(port, queued)).status).toBe(401);
      expect((await request(port)).status).toBe(200);
    } finally {
      await server.close();
    }
  });
});
