import type PgBoss from 'pg-boss';
import promClient from 'prom-client';

const NAME = 'job_queue_jobs';

/**
 * `job_queue_jobs{queue, state}`: jobs waiting (`queued`: created, or failed and due for a retry)
 * and running (`active`) per queue, read from the queue's tables at each scrape, so every replica
 * reports the same shared queue. Returns what removes it again.
 */
export function registerQueueGauge(sql: PgBoss.Db, schema: string, registry: promClient.Registry): () => void {
  new promClient.Gauge({
    name: NAME,
    help: 'Jobs per queue: queued (waiting, or failed and due for a retry) and active (running now).',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      const { rows } = await sql.executeSql(
        `select q.name,
           count(j.id) filter (where j.state in ('created', 'retry'))::int as queued,
           count(j.id) filter (where j.state = 'active')::int as active
         from ${schema}.queue q left join ${schema}.job j on j.name = q.name and j.state < 'completed'
         group by q.name`,
        [],
      );
      this.reset();
      for (const row of rows as { name: string; queued: number; active: number }[]) {
        this.set({ queue: row.name, state: 'queued' }, row.queued);
        this.set({ queue: row.name, state: 'active' }, row.active);
      }
    },
  });
  return () => registry.removeSingleMetric(NAME);
}
