import type { Measured } from './load.js';

/** A measured case, or why there is no measurement (skipped, failed). */
export type Cell = Measured | string;

export const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const millis = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms < 100 ? ms.toFixed(1) : ms.toFixed(0));
export const rowsLabel = (n: number) =>
  n >= 1_000_000 && n % 1_000_000 === 0 ? `${n / 1_000_000}M` : n >= 1000 && n % 1000 === 0 ? `${n / 1000}k` : String(n);

/** A case that went wrong: answers not 2xx, requests lost, or a failure named in text. */
export const failed = (cell: Cell) => (typeof cell === 'string' ? cell.startsWith('FAILED') : cell.non2xx > 0 || cell.lost > 0 || cell.count === 0);

export function formatCell(cell: Cell | undefined): string {
  if (cell === undefined) return '–';
  if (typeof cell === 'string') return cell;
  const asked = cell.count + cell.non2xx + cell.lost;
  if (cell.non2xx) return `FAILED: ${cell.non2xx} of ${asked} answers not 2xx (${cell.firstNon2xx ?? 'a 2xx when asked again'})`;
  if (cell.count === 0) return `no answer: ${cell.lost} requests lost`;
  const measured = `${Math.round(cell.rps).toLocaleString('en-US')}/s · ${millis(cell.p50)} / ${millis(cell.p99)} ms`;
  return cell.lost ? `${measured}; ${cell.lost} of ${asked} requests lost (connection reset or timed out)` : measured;
}

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** What the run measured, collected as it goes and rendered as markdown at the end. */
export class Report {
  /** Bolt list: `rows\tcase` -> system -> cell, in the order measured. */
  private readonly bolts = new Map<string, Map<string, Cell>>();
  private readonly systems: string[] = [];
  /** [process, data, startup, RSS after start, RSS after load, peak RSS] */
  readonly processes: string[][] = [];
  /** [list, rows, page 1, deep page by OFFSET, deep page by cursor, sort, search] */
  readonly lists: string[][] = [];
  /** [measure, result]: the bundle budget, first paint. */
  readonly extras: string[][] = [];
  readonly notes: string[] = [];
  /** The cases that failed, named; a run with any exits 1. */
  readonly failures: string[] = [];

  /** The Bolt table's columns, in this order (a system measured but not named here is added after them). */
  columns(systems: string[]) {
    this.systems.push(...systems.filter((system) => !this.systems.includes(system)));
  }

  /**
   * A cell of the Bolt table. A case of ours that went wrong fails the run; another system's
   * (json-server dropping connections under load) is its own behaviour, shown in its cell.
   */
  bolt(rows: number, caseName: string, system: string, cell: Cell, ours = true) {
    const key = `${rowsLabel(rows)}\t${caseName}`;
    if (!this.bolts.has(key)) this.bolts.set(key, new Map());
    this.bolts.get(key)!.set(system, cell);
    if (failed(cell) && ours) this.failures.push(`${system}, ${rowsLabel(rows)} Bolts, ${caseName}: ${formatCell(cell)}`);
    if (!this.systems.includes(system)) this.systems.push(system);
  }

  markdown(intro: string[]): string {
    const parts = [intro.join('\n')];
    if (this.bolts.size) {
      parts.push(
        '#### Bolt list, `GET /v1/admin/bolts` (answers/s · p50 / p99)',
        table(
          ['Bolts', 'case', ...this.systems],
          [...this.bolts].map(([key, cells]) => [...key.split('\t'), ...this.systems.map((system) => formatCell(cells.get(system)))]),
        ),
      );
    }
    if (this.processes.length) {
      parts.push(
        '#### Start-up and memory of the server processes',
        table(['process', 'data', 'start-up (to first answer)', 'RSS after start', 'RSS after load', 'peak RSS'], this.processes),
      );
    }
    if (this.lists.length) {
      parts.push(
        '#### Other lists on PostgreSQL, each over its own table (answers/s · p50 / p99)',
        table(['list', 'rows listed', 'page 1', 'deep page (OFFSET)', 'deep page (cursor)', 'sort', 'search'], this.lists),
      );
    }
    if (this.extras.length) parts.push('#### Bundle and first paint', table(['measure', 'result'], this.extras));
    if (this.notes.length) parts.push(this.notes.map((note) => `- ${note}`).join('\n'));
    return `${parts.join('\n\n')}\n`;
  }
}
