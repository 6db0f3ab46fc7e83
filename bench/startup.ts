import type { BenchTarget } from './database.js';
import { mb, seconds, type Report } from './report.js';
import { startServer } from './serverProcess.js';
import { storeName } from './bolts.js';

/**
 * The server's start on the target's empty database (migrations and the demo seed) and its restart on the
 * data that left, each to /v1/health answering, with the RSS each holds once started: what a
 * freshly seeded server keeps against what a restart holds (a smoke run leaves the restart out:
 * the Bolt list's start on existing data takes the same path).
 */
export async function benchStartup(target: BenchTarget, report: Report, withRestart: boolean) {
  const starts = ['empty: migrate + demo seed', ...(withRestart ? ['restart on the demo data'] : [])];
  for (const data of starts) {
    const { server, startupMs } = await startServer(target);
    try {
      const { rss, peak } = server.memory();
      console.log(`${target.store}: start-up, ${data}: ${seconds(startupMs)}, RSS ${mb(rss)} (peak ${mb(peak)})`);
      report.processes.push([`server, ${storeName(target.store)}`, data, seconds(startupMs), mb(rss), '–', mb(peak)]);
    } finally {
      await server.stop();
    }
  }
}
