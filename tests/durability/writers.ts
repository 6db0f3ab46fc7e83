import { call, NoAnswer, type Reply } from './http.js';
import type { Ledger, ServerEntry } from './ledger.js';

/** Signed-in callers and the rows the writers work on; tokens are taken once and must survive every crash. */
export interface Session {
  port: number;
  staff: string;
  customer: string;
  /** The customer's Bolts the database writes go to. */
  bolts: string[];
}

/** One life of the server: `killed` is set just before the SIGKILL. */
export interface Life {
  killed: boolean;
}

/** An answer no write here should get (4xx/5xx), or no answer while the server was meant to be up. */
export class WriterFailure extends Error {}

type Outcome = { acked: true; reply: Reply } | { acked: false };

/** A request without an answer after the kill was in flight; before it, the server failed on its own. */
async function send(session: Session, life: Life, method: string, path: string, token: string, payload: unknown, expected: number): Promise<Outcome> {
  try {
    const reply = await call(session.port, method, path, token, payload);
    if (reply.status === expected) return { acked: true, reply };
    throw new WriterFailure(`${method} ${path}: expected ${expected}, got ${reply.status} ${JSON.stringify(reply.body)}`);
  } catch (error) {
    if (error instanceof NoAnswer && life.killed) return { acked: false };
    if (error instanceof NoAnswer) throw new WriterFailure(`${method} ${path}: no answer from a running server (${error.message})`);
    throw error;
  }
}

const idOf = (outcome: Outcome) => (outcome.acked ? String(outcome.reply.body.data.id) : undefined);

/** 172.16.0.0/12, which the demo data does not use: one address per write. */
const addressFor = (n: number) => `172.${16 + ((n >> 16) & 15)}.${(n >> 8) & 255}.${n & 255}`;

export const OUR_ADDRESS = /^172\.(1[6-9]|2\d|3[01])\./;
export const AGENT_PREFIX = 'crash-agent-';
export const DATABASE_PREFIX = 'crash-db-';

async function createIpBlock(session: Session, ledger: Ledger, life: Life, writer: number) {
  const n = ledger.next();
  const address = addressFor(n);
  const reason = `crash test: writer ${writer}, write ${n}`;
  const body = { data: { type: 'ip-blocks', attributes: { address, reason } } };
  const outcome = await send(session, life, 'POST', '/v1/admin/ip-blocks', session.staff, body, 201);
  ledger.created({ kind: 'ip-block', key: address, expect: { reason }, writer, id: idOf(outcome) }, outcome.acked);
}

async function deleteIpBlock(session: Session, ledger: Ledger, life: Life, writer: number, pick: number) {
  const candidates = ledger.deletable('ip-block', writer);
  if (!candidates.length) return createIpBlock(session, ledger, life, writer);
  const entry = candidates[Math.floor(pick * candidates.length)];
  const outcome = await send(session, life, 'DELETE', `/v1/admin/ip-blocks/${entry.id}`, session.staff, undefined, 204);
  ledger.deleted(entry, outcome.acked);
}

async function createUserAgentBlock(session: Session, ledger: Ledger, life: Life, writer: number) {
  const n = ledger.next();
  const pattern = `${AGENT_PREFIX}${n}`;
  const attributes = { pattern, matchType: n % 2 ? 'contains' : 'exact', reason: `crash test: writer ${writer}, write ${n}` };
  const outcome = await send(session, life, 'POST', '/v1/admin/user-agent', session.staff, { data: { type: 'user-agent', attributes } }, 201);
  const { matchType, reason } = attributes;
  ledger.created({ kind: 'user-agent', key: pattern, expect: { matchType, reason }, writer, id: idOf(outcome) }, outcome.acked);
}

/** A Bolt-level write as the customer: a database in one of their Bolts. */
async function createDatabase(session: Session, ledger: Ledger, life: Life, writer: number) {
  const n = ledger.next();
  const boltId = session.bolts[writer % session.bolts.length];
  const name = `${DATABASE_PREFIX}${n}`;
  const body = { data: { type: 'databases', attributes: { name } } };
  const outcome = await send(session, life, 'POST', `/v1/bolts/${boltId}/databases`, session.customer, body, 201);
  ledger.created({ kind: 'database', key: `${boltId}/${name}`, expect: { name }, writer, boltId, id: idOf(outcome) }, outcome.acked);
}

/** Each server has one writer, so its last acknowledged values are known. */
async function patchServer(session: Session, ledger: Ledger, life: Life, writer: number, server: ServerEntry) {
  const n = ledger.next();
  const values = { notes: `crash test: writer ${writer}, write ${n}`, cpuCores: 1 + (n % 1024) };
  const outcome = await send(
    session,
    life,
    'PATCH',
    `/v1/admin/servers/${server.id}`,
    session.staff,
    { data: { type: 'servers', attributes: values } },
    200,
  );
  ledger.patched(server, values, outcome.acked);
}

/** Writes until the server is killed; each request waits for the previous one's answer. */
export async function runWriter(session: Session, ledger: Ledger, life: Life, writer: number, random: () => number) {
  const server = [...ledger.servers.values()][writer];
  while (!life.killed) {
    const pick = random();
    if (pick < 0.3) await createIpBlock(session, ledger, life, writer);
    else if (pick < 0.4) await deleteIpBlock(session, ledger, life, writer, random());
    else if (pick < 0.6) await createUserAgentBlock(session, ledger, life, writer);
    else if (pick < 0.8 && server) await patchServer(session, ledger, life, writer, server);
    else await createDatabase(session, ledger, life, writer);
  }
}
