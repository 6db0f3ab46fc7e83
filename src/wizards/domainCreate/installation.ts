import { certificatePhase } from '../../rules/certificates';

/** Spec 2 §2.2 Installation: its four progress rows, in order. */
export const INSTALLATION_ROWS = ['placing', 'validating', 'issuing', 'active'] as const;
export type InstallationRow = (typeof INSTALLATION_ROWS)[number];
export type RowState = 'pending' | 'active' | 'done' | 'failed';

const states = (...list: RowState[]) =>
  Object.fromEntries(INSTALLATION_ROWS.map((row, index) => [row, list[index]])) as Record<InstallationRow, RowState>;

/**
 * Each row's state for the order's status (spec 2 §3 phases: DRAFT validating, FAILED_ an error,
 * ACTIVE done, the rest issuing); null while the order is being placed. A failed draft failed
 * validation; any other failure failed on the way to the certificate.
 */
export function installationRows(status: string | null): Record<InstallationRow, RowState> {
  if (status === null) return states('active', 'pending', 'pending', 'pending');
  switch (certificatePhase(status)) {
    case 'validating':
      return states('done', 'active', 'pending', 'pending');
    case 'issuing':
      return states('done', 'done', 'active', 'pending');
    case 'active':
      return states('done', 'done', 'done', 'done');
    case 'failed':
      return status === 'FAILED_DRAFT' ? states('done', 'failed', 'pending', 'pending') : states('done', 'done', 'failed', 'pending');
  }
}
