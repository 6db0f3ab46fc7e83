import { call, listAll } from './http.js';
import type { Ledger, RowEntry, RowKind, ServerValues } from './ledger.js';
import { AGENT_PREFIX, DATABASE_PREFIX, OUR_ADDRESS, type Session } from './writers.js';

export interface Findings {
  /** Acknowledged writes that are missing or carry other values. */
  lost: string[];
  /** Writes in flight at the kill that landed only in part. */
  torn: string[];
  /** Rows of ours that no write asked for. */
  phantoms: string[];
  /** Acknowledged writes checked. */
  checked: number;
  /** Writes in flight at the kill found applied, and found not applied. */
  landed: number;
  vanished: number;
}

interface Found {
  id: string;
  attributes: Record<string, unknown>;
}

const same = (expect: Record<string, unknown>, attributes: Record<string, unknown>) =>
  Object.entries(expect).every(([name, value]) => attributes[name] === value);

const describe = (entry: RowEntry) => `${entry.kind} ${entry.key}`;

/** Compares one row's ledger entry with what the server has, and settles an in-flight write. */
function checkRow(entry: RowEntry, found: Found | undefined, ledger: Ledger, findings: Findings) {
  const whole = found !== undefined && same(entry.expect, found.attributes) && (entry.id === undefined || entry.id === found.id);
  const shown = found ? JSON.stringify({ id: found.id, ...found.attributes }) : 'nothing';
  switch (entry.state) {
    case 'present':
      findings.checked++;
      if (!whole) findings.lost.push(`${describe(entry)}: acknowledged create (id ${entry.id}), found ${shown}`);
      return;
    case 'absent':
      findings.checked++;
      if (found) findings.lost.push(`${describe(entry)}: acknowledged delete, found ${shown}`);
      return;
    case 'unknown-create':
    case 'unknown-delete':
      if (found && !whole) {
        findings.torn.push(`${describe(entry)}: in flight at the kill, found ${shown}`);
        return;
      }
      if ((entry.state === 'unknown-create') === (found !== undefined)) findings.landed++;
      else findings.vanished++;
      if (found) Object.assign(entry, { state: 'present', id: found.id });
      // A create that never landed leaves nothing to check later.
      else if (entry.state === 'unknown-create') ledger.rows.delete(`${entry.kind}:${entry.key}`);
      else entry.state = 'absent';
  }
}

function checkKind(kind: RowKind, rows: Map<string, Found>, ledger: Ledger, findings: Findings) {
  for (const entry of [...ledger.rows.values()].filter((e) => e.kind === kind)) {
    checkRow(entry, rows.get(entry.key), ledger, findings);
  }
  for (const [key, found] of rows) {
    if (!ledger.rows.has(`${kind}:${key}`)) findings.phantoms.push(`${kind} ${key}: ${JSON.stringify(found)}`);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as Reply.body
const byKey = (records: any[], key: (record: any) => string | null) =>
  new Map(
    records.flatMap((record) => {
      const k = key(record);
      return k === null ? [] : [[k, { id: String(record.id), attributes: record.attributes }] as [string, Found]];
    }),
  );

/**
 * Reads back, through the API, everything the writers touched: every acknowledged write must be
 * there with its values, every in-flight one whole or absent, and nothing else of ours.
 */
export async function verify(session: Session, ledger: Ledger): Promise<Findings> {
  const findings: Findings = { lost: [], torn: [], phantoms: [], checked: 0, landed: 0, vanished: 0 };
  const { port, staff, customer } = session;

  const ipBlocks = await listAll(port, staff, '/v1/admin/ip-blocks');
  checkKind(
    'ip-block',
    byKey(ipBlocks, (r) => (OUR_ADDRESS.test(r.attributes.address) ? r.attributes.address : null)),
    ledger,
    findings,
  );

  const agents = await listAll(port, staff, '/v1/admin/user-agent');
  checkKind(
    'user-agent',
    byKey(agents, (r) => (r.attributes.pattern.startsWith(AGENT_PREFIX) ? r.attributes.pattern : null)),
    ledger,
    findings,
  );

  const databases = new Map<string, Found>();
  for (const boltId of session.bolts) {
    const records = await listAll(port, customer, `/v1/bolts/${boltId}/databases`);
    const ours = byKey(records, (r) => (r.attributes.name.startsWith(DATABASE_PREFIX) ? `${boltId}/${r.attributes.name}` : null));
    for (const [key, found] of ours) databases.set(key, found);
  }
  checkKind('database', databases, ledger, findings);

  for (const server of ledger.servers.values()) {
    const reply = await call(port, 'GET', `/v1/admin/servers/${server.id}`, staff);
    if (reply.status !== 200) throw new Error(`GET server ${server.id}: ${reply.status} ${JSON.stringify(reply.body)}`);
    const { notes, cpuCores } = reply.body.data.attributes as ServerValues;
    const matches = (values?: ServerValues) => values !== undefined && values.notes === notes && values.cpuCores === cpuCores;
    findings.checked++;
    if (matches(server.inflight)) {
      server.acked = server.inflight!;
      findings.landed++;
    } else if (matches(server.acked)) {
      if (server.inflight) findings.vanished++;
    } else {
      const target = server.inflight
        ? `${JSON.stringify(server.acked)} or, in flight, ${JSON.stringify(server.inflight)}`
        : JSON.stringify(server.acked);
      const problem = `server ${server.id}: expected ${target}, found ${JSON.stringify({ notes, cpuCores })}`;
      // The in-flight write's two columns split between old and new values is a torn write, not a lost one.
      const torn = server.inflight && (notes === server.inflight.notes || cpuCores === server.inflight.cpuCores);
      (torn ? findings.torn : findings.lost).push(problem);
    }
    server.inflight = undefined;
  }
  return findings;
}
