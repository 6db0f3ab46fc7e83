import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { call } from '../durability/http.js';
import { runScript, ServerChild } from './processes.js';

/**
 * README "Backup and restore": `npm run backup` of a seeded server with some writes, `npm run
 * restore` into a new data directory or database, and the real server started on the copy reads
 * the writes back over HTTP, with the sessions of the original.
 */
const PASSWORD = 'demo-password-1';
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const temp = fs.mkdtempSync(path.join(os.tmpdir(), 'panel-ops-backup-'));
const servers: ServerChild[] = [];
const databases: string[] = [];

const start = async (env: Record<string, string>) => {
  const server = await ServerChild.start(env);
  servers.push(server);
  return server;
};

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A database URL on the test server, named `ops_<hex>_<suffix>`, dropped after the file (the restore CLI creates it). */
function databaseUrl(base: string, suffix: string) {
  const name = `${base}_${suffix}`;
  databases.push(name);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

afterAll(async () => {
  for (const server of servers) server.kill();
  await Promise.all(servers.map((server) => server.exited));
  for (const name of databases) await admin(`drop database if exists ${name} with (force)`);
  fs.rmSync(temp, { recursive: true, force: true });
});

async function signIn(port: number, email: string) {
  const reply = await call(port, 'POST', '/v1/auth/login', undefined, { username: email, password: PASSWORD });
  expect(reply.status).toBe(200);
  return reply.body.data.token as string;
}

/** Staff blocks an address: one write, and the session that made it. */
async function blockAddress(port: number, token: string, address: string) {
  const reply = await call(port, 'POST', '/v1/admin/ip-blocks', token, {
    data: { type: 'ip-blocks', attributes: { address, reason: 'Backup test', expiresAt: null } },
  });
  expect(reply.status).toBe(201);
  return reply.body.data.id as string;
}

/** The block, read with the session the original server issued. */
async function readBlock(port: number, token: string, id: string) {
  const reply = await call(port, 'GET', `/v1/admin/ip-blocks/${id}`, token);
  return { status: reply.status, address: reply.body?.data?.attributes?.address as string | undefined };
}

describe('PGlite data directory', () => {
  it('is backed up once its server has stopped, restored into a new directory, and a server started there reads the writes back', async () => {
    const dataDir = path.join(temp, 'original');
    const file = path.join(temp, 'pglite-backup.tar.gz');
    const server = await start({ DATA_DIR: dataDir, SEED: 'demo' });
    const token = await signIn(server.port, 'staff@demo.test');
    const id = await blockAddress(server.port, token, '198.51.100.21');

    const refused = await runScript('server/ops/backup.ts', ['--out', file], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`A server (pid ${server.pid}) is running on ${dataDir}. Stop it first (SIGTERM)`);
    expect(fs.existsSync(file)).toBe(false);

    expect(await server.stop()).toBe(0);
    const backup = await runScript('server/ops/backup.ts', ['--out', file], { DATA_DIR: dataDir });
    expect(backup.output).toContain(`Backed up ${dataDir} to ${file}`);
    expect(backup.code).toBe(0);

    const restoredDir = path.join(temp, 'restored');
    const restore = await runScript('server/ops/restore.ts', ['--from', file, '--data-dir', restoredDir], {});
    expect(restore.output).toContain(`Restored ${file} into ${restoredDir}. Start the server with DATA_DIR=${restoredDir}.`);
    expect(restore.code).toBe(0);
    const overwrite = await runScript('server/ops/restore.ts', ['--from', file, '--data-dir', restoredDir], {});
    expect(overwrite.code).toBe(1);
    expect(overwrite.output).toContain(`${restoredDir} holds a database already: restore into a new directory.`);

    const restored = await start({ DATA_DIR: restoredDir, SEED: 'none' });
    expect(await readBlock(restored.port, token, id)).toEqual({ status: 200, address: '198.51.100.21' });
    expect(await restored.stop()).toBe(0);
  });
});

const postgres = await postgresAnswers();
if (!postgres) console.log(`PostgreSQL at ${POSTGRES_URL} does not answer: its backup and restore were not tried.`);

describe.runIf(postgres)('PostgreSQL database', () => {
  it('is backed up while its server runs, restored into a new database, and a server started there reads the writes back', async () => {
    const base = `ops_${randomBytes(4).toString('hex')}`;
    const originalUrl = databaseUrl(base, 'original');
    await admin(`create database ${base}_original`);
    const file = path.join(temp, 'postgres-backup.pgdump');
    const server = await start({ DATABASE_URL: originalUrl, SEED: 'demo' });
    const token = await signIn(server.port, 'staff@demo.test');
    const before = await blockAddress(server.port, token, '198.51.100.31');

    // Online: pg_dump reads one snapshot while the server keeps running.
    const backup = await runScript('server/ops/backup.ts', ['--out', file], { DATABASE_URL: originalUrl });
    expect(backup.output).toContain(`Backed up the PostgreSQL database to ${file}`);
    expect(backup.code).toBe(0);
    const after = await blockAddress(server.port, token, '198.51.100.32');

    const restoredUrl = databaseUrl(base, 'restored');
    const restore = await runScript('server/ops/restore.ts', ['--from', file, '--database-url', restoredUrl], {});
    expect(restore.output).toContain(`Restored ${file} into the PostgreSQL database.`);
    expect(restore.code).toBe(0);
    const overwrite = await runScript('server/ops/restore.ts', ['--from', file, '--database-url', restoredUrl], {});
    expect(overwrite.code).toBe(1);
    expect(overwrite.output).toMatch(new RegExp(`The database ${base}_restored holds \\d+ tables already: restore into a new database.`));

    const restored = await start({ DATABASE_URL: restoredUrl, SEED: 'none' });
    expect(await readBlock(restored.port, token, before)).toEqual({ status: 200, address: '198.51.100.31' });
    // Written after the backup: not in it.
    expect((await readBlock(restored.port, token, after)).status).toBe(404);
    expect(await restored.stop()).toBe(0);
    expect(await server.stop()).toBe(0);
  });
});
