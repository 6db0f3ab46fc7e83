import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import type { Role } from '../../rules/access';
import type { ProgressStore } from './progress';

export interface WizardExits {
  /** Goes to `to`; lists shown there are read afresh, since the wizard may have changed them. */
  leave(to: string): void;
  /** "Save and quit" (spec 1 §2): keeps the actor's persisted snapshot for this role, then leaves. */
  saveAndQuit(to: string): void;
  /** "Quit and delete progress", or finishing: drops the saved progress, then leaves. */
  dropAndLeave(to: string): void;
}

/**
 * The ways out of a wizard whose progress `store` keeps. Once `finished` (its last step reached)
 * nothing is left to resume, so the saved progress is dropped and lists elsewhere are read afresh.
 */
export function useWizardExits(store: ProgressStore, role: Role, actor: { getPersistedSnapshot(): unknown }, finished = false): WizardExits {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!finished) return;
    store.clear();
    void queryClient.invalidateQueries();
  }, [finished, store, queryClient]);
  return useMemo(() => {
    const leave = (to: string) => {
      void queryClient.invalidateQueries();
      navigate(to);
    };
    return {
      leave,
      saveAndQuit: (to) => {
        store.save(actor.getPersistedSnapshot(), role);
        leave(to);
      },
      dropAndLeave: (to) => {
        store.clear();
        leave(to);
      },
    };
  }, [store, role, actor, navigate, queryClient]);
}
