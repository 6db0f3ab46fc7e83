import { randomBytes } from 'node:crypto';
import pg from 'pg';
import promClient from 'prom-client';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../server/app.js';
import { readConfig, type Config } from '../../server/config.js';
import { openPglite, openPostgres, type Database } from '../../server/db/client.js';
import { seedDemo } from '../../server/db/seed.js';
import { startJobs } from '../../server/jobs/queue.js';

export const PASSWORD = 'demo-password-1';

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** A test's own additions to the server: a log it reads, routes of its own. */
export interface TestServerOptions extends Pick<AppOptions, 'logLevel' | 'logStream'> {
  routes?: (app: FastifyInstance) => void;
}

/**
 * A seeded server built in-process: in-memory PGlite, or, with TEST_DATABASE_URL, a fresh
 * PostgreSQL database made for this file and dropped afterwards.
 */
export async function startTestServer(overrides: Partial<Config> = {}, { routes, ...logging }: TestServerOptions = {}): Promise<TestServer> {
  const config = { ...readConfig({}), ...overrides };
  const baseUrl = process.env.TEST_DATABASE_URL;
  let dropDatabase = async () => {};
  let database: Database;
  if (baseUrl) {
    const name = `panel_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    database = await openPostgres(url.toString());
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    database = await openPglite();
  }
  await database.migrate();
  await seedDemo(database.db, PASSWORD);
  const app = await buildApp({ database, config, ...logging });
  routes?.(app);
  await app.ready();
  // Its own metrics registry: several test servers share one process.
  const jobs = await startJobs(database, config, app.log, new promClient.Registry());
  app.jobs.bind(jobs.send);
  return {
    app,
    database,
    close: async () => {
      await jobs.stop(0);
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

export async function login(app: FastifyInstance, email: string, password = PASSWORD) {
  const response = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { username: email, password } });
  if (response.statusCode !== 200) throw new Error(`login ${email}: ${response.statusCode} ${response.body}`);
  return response.json().data.token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
