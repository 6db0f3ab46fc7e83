import { fillLists, type ListParents } from './listFill.js';
import { openTarget, type BenchTarget } from './database.js';
import { measureUrl } from './load.js';
import type { BenchOptions } from './options.js';
import { failed, formatCell, mb, rowsLabel, seconds, type Cell, type Report } from './report.js';
import { serverOrigin, startServer } from './serverProcess.js';
import { signIn, PER_PAGE } from './signIn.js';

interface ListCase {
  name: string;
  path: string;
  as: 'staff' | 'customer';
  /** `sort=…` (and direction) of the sort case; the list's search is `q=abc`. Undefined: the list takes neither. */
  sort?: string;
}

/** Every list endpoint whose table the generators fill; staff call the admin/ variants. */
function listCases({ boltId, siteId, serverId }: ListParents): ListCase[] {
  return [
    { name: "bolts (a customer's)", path: 'bolts', as: 'customer', sort: 'sort=name' },
    { name: 'admin/bolts/archive', path: 'admin/bolts/archive', as: 'staff', sort: 'sort=name' },
    { name: 'admin/bolts/{id}/environments', path: `admin/bolts/${boltId}/environments`, as: 'staff', sort: 'sort=title' },
    { name: 'admin/bolts/{id}/databases', path: `admin/bolts/${boltId}/databases`, as: 'staff', sort: 'sort=size' },
    { name: 'admin/environments/{id}/databases', path: `admin/environments/${siteId}/databases`, as: 'staff', sort: 'sort=size' },
    { name: 'admin/environments/{id}/cronjobs', path: `admin/environments/${siteId}/cronjobs`, as: 'staff', sort: 'sort=command' },
    { name: 'admin/environments/{id}/ssh-access', path: `admin/environments/${siteId}/ssh-access`, as: 'staff', sort: 'sort=customer' },
    { name: 'admin/ssh-access', path: 'admin/ssh-access', as: 'staff', sort: 'sort=site' },
    { name: "ssh-keys (a customer's)", path: 'ssh-keys', as: 'customer', sort: 'sort=comment' },
    { name: 'admin/bolts/{id}/users', path: `admin/bolts/${boltId}/users`, as: 'staff' },
    { name: 'admin/ip-blocks', path: 'admin/ip-blocks', as: 'staff', sort: 'sort=address' },
    { name: 'admin/user-agent', path: 'admin/user-agent', as: 'staff', sort: 'sort=pattern' },
    { name: 'admin/lockdown', path: 'admin/lockdown', as: 'staff', sort: 'sort=customer' },
    { name: 'admin/servers', path: 'admin/servers', as: 'staff', sort: 'sort=boltsCount&direction=desc' },
    { name: 'admin/databases?filter[serverId]', path: `admin/databases?filter[serverId]=${serverId}`, as: 'staff', sort: 'sort=size' },
    { name: 'admin/cronjobs?filter[serverId]', path: `admin/cronjobs?filter[serverId]=${serverId}`, as: 'staff', sort: 'sort=command' },
    { name: 'admin/checkouts', path: 'admin/checkouts', as: 'staff', sort: 'sort=amountCents' },
  ];
}

interface ListMeta {
  total?: number;
  last_page?: number;
  total_estimated?: boolean;
  next_cursor?: string | null;
}

const CURSOR_STEPS = 3;

/**
 * The query of a deep page by keyset: the middle page's cursor (read by OFFSET once), followed
 * `CURSOR_STEPS` pages the way the panel goes on to the next page; undefined where the list gives no cursor.
 */
async function cursorQuery(url: (query: string) => string, headers: Record<string, string>, middle: number): Promise<string | undefined> {
  let page = middle;
  let query = `page=${page}`;
  for (let step = 0; step <= CURSOR_STEPS; step++) {
    const answer = await fetch(url(query), { headers });
    const cursor = answer.ok ? ((await answer.json()) as { meta?: ListMeta }).meta?.next_cursor : undefined;
    if (!cursor) return undefined;
    page += 1;
    query = `page=${page}&after=${cursor}`;
  }
  return query;
}

/** One list's five cases over HTTP; a case that fails says why in its cell. */
async function measureList(list: ListCase, headers: Record<string, string>, options: BenchOptions, report: Report): Promise<string[]> {
  const url = (query: string) => `${serverOrigin}/v1/${list.path}${list.path.includes('?') ? '&' : '?'}per_page=${PER_PAGE}&${query}`;
  const first = await fetch(url('page=1'), { headers });
  if (!first.ok) {
    const cell = `FAILED: ${first.status} ${(await first.text()).slice(0, 120)}`;
    report.failures.push(`${list.name}: ${cell}`);
    return [list.name, '–', cell, '', '', '', ''];
  }
  const meta = ((await first.json()) as { meta?: ListMeta }).meta ?? {};
  const lastPage = meta.last_page ?? Math.ceil((meta.total ?? 0) / PER_PAGE);
  const middle = Math.max(1, Math.ceil(lastPage / 2));
  const queries = [
    `page=1`,
    `page=${middle}`,
    await cursorQuery(url, headers, middle),
    list.sort && `page=1&${list.sort}`,
    list.sort && `page=1&q=abc`,
  ];
  const cells: Cell[] = [];
  for (const query of queries) {
    if (!query) {
      cells.push('not offered');
      continue;
    }
    const cell = await measureUrl(url(query), headers, options.listSpan, options);
    if (failed(cell)) report.failures.push(`${list.name}, ${query}: ${formatCell(cell)}`);
    cells.push(cell);
  }
  const total = meta.total === undefined ? '?' : `${meta.total_estimated ? '≈ ' : ''}${meta.total.toLocaleString('en-US')}`;
  return [list.name, total, ...cells.map(formatCell)];
}

/**
 * Every other list at `listRows` rows of its own table, on PostgreSQL (the target the Bolt list
 * used, Bolts and all; the lists' own Bolts hang from the demo accounts): the tables are filled in
 * this process, then the server runs as a child process and each list gets page 1, a deep page
 * (last/2) by OFFSET and by cursor, a sort and a search, with `connections` keep-alive connections.
 */
export async function benchLists(target: BenchTarget, options: BenchOptions, report: Report) {
  const database = await openTarget(target, options.connections);
  let parents: ListParents;
  const started = performance.now();
  try {
    parents = await fillLists(database.db, options.listRows);
  } finally {
    await database.close();
  }
  console.log(`lists: ${options.listRows} rows per table filled in ${seconds(performance.now() - started)}`);
  const { server, startupMs } = await startServer(target);
  try {
    const sessions = { staff: await signIn(serverOrigin, 'staff@demo.test'), customer: await signIn(serverOrigin, 'customer@demo.test') };
    const afterStart = server.memory();
    for (const list of listCases(parents)) {
      const row = await measureList(list, sessions[list.as], options, report);
      console.log(`  ${row.join(' | ')}`);
      report.lists.push(row);
    }
    const after = server.memory();
    report.processes.push([
      'server, PostgreSQL',
      `${rowsLabel(options.listRows)} rows in each list's table`,
      seconds(startupMs),
      mb(afterStart.rss),
      mb(after.rss),
      mb(after.peak),
    ]);
  } finally {
    await server.stop();
  }
}
