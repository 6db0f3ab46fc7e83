import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client.js';
import { liveBolt } from '../server/auth/boltAccess.js';
import { selectRows } from './database.js';
import { BenchProcess } from './serverProcess.js';

export const JSON_SERVER_PORT = 8451;
export const jsonServerOrigin = `http://127.0.0.1:${JSON_SERVER_PORT}`;

const EXPORT_SLICE = 50_000;

/**
 * The Bolts `GET admin/bolts` lists (live ones, with their customer's and server's names), in id
 * order, as json-server's db.json `{ "bolts": [...] }`; written in slices so a million rows never
 * sit in memory at once. Returns the file's path.
 */
export async function exportBolts(db: Db, dir: string): Promise<string> {
  const file = path.join(dir, 'db.json');
  const out = fs.createWriteStream(file);
  const write = (text: string) => new Promise<void>((resolve, reject) => out.write(text, (error) => (error ? reject(error) : resolve())));
  await write('{"bolts":[');
  let after = 0;
  let first = true;
  for (;;) {
    const rows = await selectRows<Record<string, unknown> & { id: number }>(
      db,
      sql`select bolts.id, bolts.name, bolts.plan, bolts.dedicated, bolts.account_id as "customerId", accounts.name as customer,
                 bolts.server_id as "serverId", servers.name as server, bolts.location, bolts.cms,
                 bolts.billing_period as "billingPeriod", bolts.created_at as "createdAt"
          from bolts join accounts on accounts.id = bolts.account_id left join servers on servers.id = bolts.server_id
          where bolts.id > ${after} and ${liveBolt}
          order by bolts.id limit ${EXPORT_SLICE}`,
    );
    if (!rows.length) break;
    await write((first ? '' : ',') + rows.map((row) => JSON.stringify(row)).join(','));
    first = false;
    after = rows.at(-1)!.id;
  }
  await write(']}');
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  return file;
}

/**
 * json-server 0.17 on JSON_SERVER_PORT over `dbFile`, read-only, quiet (no request log), without
 * gzip (our API does not compress its answers either). `startupMs` is until it answers, which is
 * mostly reading and parsing db.json.
 */
export async function startJsonServer(dbFile: string): Promise<{ server: BenchProcess; startupMs: number }> {
  const bin = fileURLToPath(import.meta.resolve('json-server/lib/cli/bin.js'));
  const args = [bin, '--port', String(JSON_SERVER_PORT), '--host', '127.0.0.1', '--quiet', '--read-only', '--no-gzip', dbFile];
  const spawnedAt = performance.now();
  // db.json's directory as its working directory, so it never picks up a json-server.json of ours.
  const server = new BenchProcess(args, { ...process.env }, path.dirname(dbFile));
  try {
    return { server, startupMs: await server.ready(`${jsonServerOrigin}/bolts?_limit=1`, spawnedAt) };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
