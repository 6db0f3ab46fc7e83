import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import promClient from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startJobs, type JobQueue } from '../../server/jobs/queue';
import { certificateWorld, fastJobs, type CertificateWorld } from './certificateCalls';

/**
 * Certificate orders are durable jobs (issue 11 item 5): an order whose server stopped before its job
 * ran is issued by the next server on the same database, and servers working one queue together run
 * each step of a certificate once.
 */
let world: CertificateWorld;
const queues: JobQueue[] = [];

/** Another server's job queue on the same database: a restart, or a second replica. */
async function anotherServer() {
  const config = { ...world.server.app.config, ...fastJobs(), runJobs: true };
  const queue = await startJobs(world.server.database, config, Fastify().log, new promClient.Registry());
  queues.push(queue);
  return queue;
}

beforeAll(async () => {
  // The first server answers requests and sends jobs, but works none: it "stops" before they run.
  world = await certificateWorld({ runJobs: false });
});
afterAll(async () => {
  for (const queue of queues) await queue.stop(0);
  await world.server.close();
});

const order = async (name: string) => {
  const domainId = await world.addDomain('customer', world.own.id, name);
  const response = await world.call('customer', 'POST', '/v1/certificates/order', {
    type: 'LETS_ENCRYPT',
    isWildcard: false,
    domainId,
    domain: name,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.id as string;
};

describe('certificate jobs across restarts and replicas', () => {
  it('leaves an order DRAFT while no server works the queue, and the next server issues it', async () => {
    const id = await order('restart-journey.example.com');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await world.certificate(id)).status).toBe('DRAFT');

    await anotherServer();
    expect((await world.settle(id, 'AWAITING_CHALLENGE')).status).toBe('AWAITING_CHALLENGE');
    expect((await world.call('customer', 'PUT', `/v1/certificates/${id}/dns-challenge-completed`)).statusCode).toBe(200);
    const active = await world.settle(id, 'ACTIVE');
    expect(active.status).toBe('ACTIVE');
    expect(active.expiresAt).toEqual(expect.any(String));
  });

  it('runs each step of one certificate once when two servers work the queue', async () => {
    await anotherServer();
    const id = await order('replicas-journey.example.com');
    await world.settle(id, 'AWAITING_CHALLENGE');
    expect((await world.call('customer', 'PUT', `/v1/certificates/${id}/dns-challenge-completed`)).statusCode).toBe(200);
    expect((await world.settle(id, 'ACTIVE')).status).toBe('ACTIVE');

    // One order job for this certificate ran, completed, on one of the servers.
    const result = (await world.server.database.db.execute(
      sql`select state, count(*)::int as n from pgboss.job where name = 'certificate-order' and data->>'certificateId' = ${id} group by state`,
    )) as unknown as { rows: { state: string; n: number }[] };
    expect(result.rows).toEqual([{ state: 'completed', n: 1 }]);
  });
});
