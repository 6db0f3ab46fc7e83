import type { Role } from '../../rules/access';

/** What "save and quit" keeps: the actor's persisted snapshot, stamped with its machine's version. */
interface SavedProgress {
  version: number;
  role: Role;
  snapshot: unknown;
}

export interface ProgressStore {
  /** The saved snapshot, or undefined when there is none, it is unreadable, or it is of another version or role. */
  load(role: Role): unknown;
  save(snapshot: unknown, role: Role): void;
  clear(): void;
}

/**
 * A wizard's saved progress in local storage (ARCHITECTURE §4: save and quit stores
 * `actor.getPersistedSnapshot()` with a version number; resume passes it back as `snapshot`).
 * A snapshot of another machine version would not fit the states, and one saved under another
 * role asked other questions (staff pick a customer), so both are dropped rather than resumed.
 */
export function progressStore(key: string, version: number, storage: () => Storage = () => localStorage): ProgressStore {
  const clear = () => storage().removeItem(key);
  return {
    load(role) {
      try {
        const saved = JSON.parse(storage().getItem(key) ?? 'null') as SavedProgress | null;
        if (saved && saved.version === version && saved.role === role && saved.snapshot) return saved.snapshot;
      } catch {
        // An unreadable entry is as good as none.
      }
      clear();
      return undefined;
    },
    save(snapshot, role) {
      const saved: SavedProgress = { version, role, snapshot };
      storage().setItem(key, JSON.stringify(saved));
    },
    clear,
  };
}
