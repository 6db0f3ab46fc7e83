/**
 * The audit trail's records (migration 0014): which tables it covers, in the order the panel offers
 * them as a filter, and how one change reads as lines "field: before → after".
 */
export const AUDITED_RESOURCES = [
  'accounts',
  'users',
  'lockdowns',
  'bolts',
  'bolt_members',
  'transfers',
  'environments',
  'domains',
  'certificates',
  'provisioning_orders',
  'databases',
  'database_environments',
  'cronjobs',
  'site_git',
  'site_addons',
  'wordpress_runs',
  'ssh_keys',
  'ssh_access',
  'checkouts',
  'invoices',
  'credit_notes',
  'servers',
  'ip_blocks',
  'user_agent_blocks',
] as const;

/** Columns that tell nothing a person reads (ids of the row itself, bookkeeping times). */
const QUIET = new Set(['id', 'created_at', 'updated_at']);

export interface ChangeLine {
  field: string;
  before: string | null;
  after: string | null;
}

/** A stored value as text: null stays null, text as it is, the rest as JSON. */
const shown = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
};

/** `php_memory_limit` → `php memory limit`. */
export const fieldWords = (column: string) => column.replace(/_/g, ' ');

/**
 * The lines of a change: of an update, each changed column; of a creation or deletion, the record's
 * columns that hold something.
 */
export function changeLines(before: Record<string, unknown> | null, after: Record<string, unknown> | null): ChangeLine[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .filter((field) => !QUIET.has(field))
    .map((field) => ({ field: fieldWords(field), before: shown(before?.[field]), after: shown(after?.[field]) }))
    .filter((line) => line.before !== null || line.after !== null);
}

/** Columns that name a record, in the order they are tried. */
const NAMING = ['name', 'title', 'address', 'pattern', 'email', 'comment', 'domain', 'repository', 'number'];

/** What a record is called in its snapshot (a domain's name, a block's address), or null. */
export function recordLabel(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string | null {
  for (const field of NAMING) {
    const value = after?.[field] ?? before?.[field];
    if (typeof value === 'string' && value) return value;
  }
  return null;
}
