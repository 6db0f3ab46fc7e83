import { spawnSync } from 'node:child_process';
import pg from 'pg';

/** Runs the API suite again on PostgreSQL when one answers (CI has one at 127.0.0.1:5432). */
const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.end();
} catch (error) {
  console.log(`PostgreSQL at ${url} does not answer (${(error as Error).message}); the API suite ran on PGlite only.`);
  process.exit(0);
}
console.log(`API suite on PostgreSQL (${url})`);
const run = spawnSync('npx', ['vitest', 'run', '--project', 'api'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(run.status ?? 1);
