import { GO_TO_SHORTCUTS, goToKeys, SHORTCUTS_KEY } from './shortcuts';

/**
 * The command palette's commands (Ctrl/⌘+K): actions on the record in view, the "go to" pages and
 * the list of shortcuts. Pure: what is offered and what a typed text matches; running them is the
 * panel's (components/search/usePaletteCommands.ts).
 */
export type CommandGroup = 'record' | 'goTo' | 'help';

export type RecordCommandId = 'purge-cache' | 'dev-mode-on' | 'dev-mode-off' | 'deploy' | 'add-domain' | 'wordpress-admin' | 'create-site';

export interface PaletteCommand {
  /** A record action's id, `go:/path` for a page, or 'shortcuts'. */
  id: RecordCommandId | `go:${string}` | 'shortcuts';
  group: CommandGroup;
  /** Text key of its label. */
  label: string;
  /** Other words a person may type for it. */
  keywords: readonly string[];
  /** The keys that run it without the palette, as shown. */
  keys: readonly string[];
  /** It opens another site in a new tab. */
  external?: boolean;
}

/** What the palette needs to know of the site in view. */
export interface SiteFacts {
  devMode: boolean;
  /** The site deploys from a tested git repository (its record's `git` is set). */
  hasGit: boolean;
  domains: readonly string[];
}

const action = (id: RecordCommandId, keywords: readonly string[], external = false): PaletteCommand => ({
  id,
  group: 'record',
  label: `app.palette.actions.${id}`,
  keywords,
  keys: [],
  ...(external ? { external } : {}),
});

/** A site's actions: deploy only with a repository, its WordPress admin only on a domain of its own. */
export function siteCommands(site: SiteFacts): PaletteCommand[] {
  return [
    action('purge-cache', ['cache', 'clear', 'flush']),
    site.devMode ? action('dev-mode-off', ['development', 'dev', 'cache']) : action('dev-mode-on', ['development', 'dev', 'cache', 'bypass']),
    ...(site.hasGit ? [action('deploy', ['git', 'push', 'release'])] : []),
    action('add-domain', ['domain', 'ssl', 'certificate', 'https']),
    ...(site.domains.length > 0 ? [action('wordpress-admin', ['wordpress', 'wp', 'admin', 'login'], true)] : []),
  ];
}

/** A Bolt's actions, where no site is in view. */
export const boltCommands = (): PaletteCommand[] => [action('create-site', ['site', 'new', 'environment'])];

/** Commands offered on every page: the "go to" pages and the list of shortcuts. */
export const generalCommands = (): PaletteCommand[] => [
  ...GO_TO_SHORTCUTS.map((shortcut): PaletteCommand => ({
    id: `go:${shortcut.to}`,
    group: 'goTo',
    label: shortcut.label,
    keywords: ['go', 'open'],
    keys: goToKeys(shortcut.to),
  })),
  { id: 'shortcuts', group: 'help', label: 'app.palette.shortcuts', keywords: ['keyboard', 'keys', 'help'], keys: [SHORTCUTS_KEY] },
];

/** The WordPress admin of a site: its first domain's /wp-admin/. */
export const wordpressAdminUrl = (domains: readonly string[]) => (domains[0] ? `https://${domains[0]}/wp-admin/` : null);

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * The commands a typed text matches: every word typed begins a word of the command's label or
 * keywords ("dep" → Deploy, "dev mode" → development mode). Before anything is typed, the record's
 * actions and the list of shortcuts are offered; the pages wait to be asked for ("go", "bolts").
 */
export function matchCommands(commands: readonly PaletteCommand[], text: string, labelOf: (command: PaletteCommand) => string): PaletteCommand[] {
  const typed = words(text);
  if (typed.length === 0) return commands.filter((command) => command.group !== 'goTo');
  return commands.filter((command) => {
    const own = [...words(labelOf(command)), ...command.keywords.flatMap(words)];
    return typed.every((word) => own.some((candidate) => candidate.startsWith(word)));
  });
}
