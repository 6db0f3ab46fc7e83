import type { CheckoutInfo } from './types';

export type StageId = 'payment' | 'creation';
export type StageStatus = 'pending' | 'active' | 'done' | 'failed';

export interface Stage {
  id: StageId;
  status: StageStatus;
}

/** Substates of finalizing: where the work is, or `failed`. */
type FinalizingState = 'starting' | 'checkingOut' | 'paying' | 'polling' | 'creating' | 'failed';

/**
 * The finalizing step's progress display: a free test is only created; a paid Bolt is paid for,
 * then created. A failure belongs to the payment until the checkout is paid.
 */
export function finalizingStages(state: FinalizingState, trial: boolean, checkout: CheckoutInfo | null): Stage[] {
  const paid = checkout?.status === 'paid';
  const creation: StageStatus = state === 'creating' ? 'active' : state === 'failed' && (trial || paid) ? 'failed' : 'pending';
  if (trial) return [{ id: 'creation', status: creation }];
  const payment: StageStatus = paid ? 'done' : state === 'failed' ? 'failed' : 'active';
  return [
    { id: 'payment', status: payment },
    { id: 'creation', status: creation },
  ];
}

/** How far along the work is, 0–100, for the progress bar. */
export function stagesProgress(stages: Stage[]): number {
  const weight: Record<StageStatus, number> = { pending: 0, active: 0.5, done: 1, failed: 0 };
  return Math.round((stages.reduce((sum, stage) => sum + weight[stage.status], 0) / stages.length) * 100);
}
