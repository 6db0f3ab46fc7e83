import { useState } from 'react';
import type { Role } from '../../rules/access';
import type { ProgressStore } from './progress';

/**
 * A wizard's saved progress for this role, read once when the wizard opens. Give `saved` to the
 * actor as its `snapshot` and `run` as the actor provider's `key`: `startOver` drops the saved
 * progress and so starts a fresh actor.
 */
export function useSavedProgress(store: ProgressStore, role: Role) {
  const [saved, setSaved] = useState(() => store.load(role));
  const [run, setRun] = useState(0);
  const startOver = () => {
    store.clear();
    setSaved(undefined);
    setRun((count) => count + 1);
  };
  return { saved, run, startOver };
}
