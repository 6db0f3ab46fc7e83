/**
 * The panel's keyboard shortcuts: Ctrl/⌘+K opens search and commands, `?` lists the shortcuts, and
 * "g" then a letter goes to a page, as in GitHub or Gmail. A sequence has no time limit: the key
 * after "g" either completes it or cancels it, so nothing depends on how fast a person types.
 */

/** A page that "g" then `key` opens. */
export interface GoToShortcut {
  key: string;
  to: string;
  /** Text key of the page's name. */
  label: string;
}

export const GO_TO_SHORTCUTS: readonly GoToShortcut[] = [
  { key: 'h', to: '/', label: 'app.shortcuts.goTo.home' },
  { key: 'b', to: '/bolts', label: 'app.shortcuts.goTo.bolts' },
  { key: 'd', to: '/domains', label: 'app.shortcuts.goTo.domains' },
  { key: 'a', to: '/account', label: 'app.shortcuts.goTo.account' },
  { key: 'k', to: '/ssh-keys', label: 'app.shortcuts.goTo.sshKeys' },
];

/** The key that starts a "go to" sequence. */
export const GO_TO_PREFIX = 'g';

/** The key that opens the list of shortcuts (Shift+/ on most layouts). */
export const SHORTCUTS_KEY = '?';

/** The keys of the "go to" shortcut of `to`, as they are shown (["G", "B"]); none when the page has no shortcut. */
export function goToKeys(to: string): string[] {
  const shortcut = GO_TO_SHORTCUTS.find((entry) => entry.to === to);
  return shortcut ? [GO_TO_PREFIX.toUpperCase(), shortcut.key.toUpperCase()] : [];
}

/** The `aria-keyshortcuts` value of a key sequence ("g b" for G then B). */
export const ariaKeys = (keys: readonly string[]) => keys.map((key) => key.toLowerCase()).join(' ');

/** What a key press does, given whether "g" was pressed just before. */
export type ShortcutOutcome = { kind: 'none' } | { kind: 'pending' } | { kind: 'shortcuts' } | { kind: 'go'; to: string };

export interface ShortcutKey {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

/** The outcome of `event` after a pending "g" (`pending`) or not; modified keys are never shortcuts. */
export function readShortcut(event: ShortcutKey, pending: boolean): ShortcutOutcome {
  if (event.ctrlKey || event.metaKey || event.altKey) return { kind: 'none' };
  if (pending) {
    const shortcut = GO_TO_SHORTCUTS.find((entry) => entry.key === event.key.toLowerCase());
    return shortcut ? { kind: 'go', to: shortcut.to } : { kind: 'none' };
  }
  if (event.key === SHORTCUTS_KEY) return { kind: 'shortcuts' };
  if (event.key.toLowerCase() === GO_TO_PREFIX) return { kind: 'pending' };
  return { kind: 'none' };
}

/** Where a person is typing, a letter is text, not a shortcut (inputs, text areas, selects, editable content). */
export function isTypingTarget(target: { tagName?: string; isContentEditable?: boolean } | null): boolean {
  if (!target) return false;
  return target.isContentEditable === true || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName ?? '');
}
