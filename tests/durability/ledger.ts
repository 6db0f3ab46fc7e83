/**
 * What the writers asked the server to do and what it acknowledged. A write is acknowledged when
 * the server answered 2xx; one in flight when the server was killed is "unknown": the check after
 * the restart accepts it fully applied or fully absent, and settles the ledger to what it finds.
 */

export type RowKind = 'ip-block' | 'user-agent' | 'database';

/** Present: created (acknowledged). Absent: deleted (acknowledged). Unknown-*: in flight at the kill. */
export type RowState = 'present' | 'absent' | 'unknown-create' | 'unknown-delete';

export interface RowEntry {
  kind: RowKind;
  /** The unique value the row is found by: address, pattern, or Bolt id + name. */
  key: string;
  /** The attributes the row must carry, all of them (a row with some of them is torn). */
  expect: Record<string, unknown>;
  state: RowState;
  /** The writer that made it; only it deletes it, so no two requests race on one row. */
  writer: number;
  id?: string;
  /** The Bolt a database belongs to. */
  boltId?: string;
}

/** Two columns changed by one PATCH: after a crash both come from the same write or neither. */
export interface ServerValues {
  notes: string;
  cpuCores: number;
}

export interface ServerEntry {
  id: string;
  acked: ServerValues;
  inflight?: ServerValues;
}

export class Ledger {
  readonly rows = new Map<string, RowEntry>();
  readonly servers = new Map<string, ServerEntry>();
  readonly acknowledged = { 'ip-block': 0, 'ip-block delete': 0, 'user-agent': 0, database: 0, 'server patch': 0 };
  unknown = 0;
  private sequence = 0;

  /** A number used once per run, so every created row has values of its own. */
  next() {
    return ++this.sequence;
  }

  get totalAcknowledged() {
    return Object.values(this.acknowledged).reduce((sum, n) => sum + n, 0);
  }

  created(entry: Omit<RowEntry, 'state'>, acked: boolean) {
    this.rows.set(`${entry.kind}:${entry.key}`, { ...entry, state: acked ? 'present' : 'unknown-create' });
    if (acked) this.acknowledged[entry.kind]++;
    else this.unknown++;
  }

  deleted(entry: RowEntry, acked: boolean) {
    entry.state = acked ? 'absent' : 'unknown-delete';
    if (acked) this.acknowledged['ip-block delete']++;
    else this.unknown++;
  }

  patched(entry: ServerEntry, values: ServerValues, acked: boolean) {
    if (acked) {
      entry.acked = values;
      this.acknowledged['server patch']++;
    } else {
      entry.inflight = values;
      this.unknown++;
    }
  }

  /** Rows of one kind a writer created and may delete: acknowledged, with a known id. */
  deletable(kind: RowKind, writer: number) {
    return [...this.rows.values()].filter((entry) => entry.kind === kind && entry.writer === writer && entry.state === 'present' && entry.id);
  }
}
