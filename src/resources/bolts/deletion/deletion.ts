/** Spec 1 §4 Bolt deletion: immediately, or when the term that was paid for ends. */
export type DeletionChoice = 'endOfTerm' | 'immediately';

export const DELETION_CHOICES: readonly DeletionChoice[] = ['endOfTerm', 'immediately'];

/** Spec 1 §7 DELETE bolts/{id}?cancelImmediately=0|1. */
export const cancelImmediately = (choice: DeletionChoice): '0' | '1' => (choice === 'immediately' ? '1' : '0');

/**
 * Deleting at once takes the sites, databases and files with it, so the person types the Bolt's
 * name first, as a site's deletion takes its title (spec 1 §5); a scheduled deletion can still be
 * removed, so choosing it is enough.
 */
export const canConfirmDeletion = (choice: DeletionChoice, typed: string, boltName: string) => choice === 'endOfTerm' || typed === boltName;

/** After an immediate deletion the Bolt is gone, so the person goes back to the Bolt list. */
export const leavesBolt = (choice: DeletionChoice) => choice === 'immediately';
