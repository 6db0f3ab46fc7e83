import { openPostgres } from '../server/db/client.js';
import { startBenchQueue } from './jobsQueue.js';

/**
 * One worker process of the jobs benchmark (bench/jobs.ts) on PostgreSQL (DATABASE_URL): the
 * server's job queue with the benchmark's job, as a server replica runs it. Prints "ready", then
 * works until SIGTERM.
 */
const database = await openPostgres(process.env.DATABASE_URL!);
const queue = await startBenchQueue(database, () => {});
console.log('ready');
process.on('SIGTERM', () => {
  void queue
    .stop(1000)
    .then(() => database.close())
    .then(() => process.exit(0));
});
