import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerChild } from './processes.js';

/**
 * README "Operations": on SIGTERM the server refuses new connections, lets the requests in flight
 * finish, closes the database, releases DATA_DIR and exits 0; when the grace runs out first, it
 * cuts them and exits 1.
 */
const LOGIN = JSON.stringify({ username: 'customer@demo.test', password: 'demo-password-1' });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-ops-shutdown-'));
let server: ServerChild | undefined;

beforeAll(async () => {
  // Created and seeded once; each test starts its own server on it.
  const seeding = await ServerChild.start({ DATA_DIR: dataDir, SEED: 'demo' });
  expect(await seeding.stop()).toBe(0);
});
afterAll(async () => {
  server?.kill();
  await server?.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A sign-in whose headers ask `Expect: 100-continue`: the server's "100 Continue" says it has the
 * request in hand, and the request stays in flight until `finish` sends the body.
 */
async function signInInFlight(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  socket.on('error', () => {});
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  socket.write(
    `POST /v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(LOGIN)}\r\nExpect: 100-continue\r\n\r\n`,
  );
  await new Promise<void>((resolve) => {
    const check = () => (received.startsWith('HTTP/1.1 100 Continue') ? resolve() : socket.once('data', check));
    check();
  });
  // Written, not ended: a client that half-closes its side has its request aborted.
  return { finish: () => socket.write(LOGIN), closed };
}

/** Resolves once a new connection to `port` is refused. */
async function refusesConnections(port: number) {
  for (;;) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
    });
    if (refused) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('graceful shutdown', () => {
  it('finishes a request in flight after SIGTERM, refuses new connections meanwhile, and exits 0', async () => {
    server = await ServerChild.start({ DATA_DIR: dataDir, SEED: 'none' });
    const request = await signInInFlight(server.port);
    server.signal('SIGTERM');
    await refusesConnections(server.port);

    request.finish();
    const answer = (await request.closed).replace(/^HTTP\/1.1 100 Continue\r\n\r\n/, '');
    expect(answer).toMatch(/^HTTP\/1.1 200 OK\r\n/);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)).data.token).toMatch(/\S{20,}/);

    expect(await server.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });

  it('cuts a request still in flight when SHUTDOWN_GRACE_MS runs out, and exits 1', async () => {
    server = await ServerChild.start({ DATA_DIR: dataDir, SEED: 'none', SHUTDOWN_GRACE_MS: '500' });
    const request = await signInInFlight(server.port);
    server.signal('SIGTERM');

    expect(await server.exited).toBe(1);
    expect(await request.closed).toBe('HTTP/1.1 100 Continue\r\n\r\n');
    expect(server.printed).toContain('requests still running after 500 ms (SHUTDOWN_GRACE_MS); closing their connections');
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });
});
