import type { ReactNode } from 'react';

/** Spec 1 §3 Prompt parameters. Texts may be i18n keys or plain text. */
export interface PromptParams {
  /** Default "Confirmation". */
  title?: string;
  text?: ReactNode;
  /** Default "You canceled your action"; handed back when the user cancels. */
  errorMessage?: string;
  /** Default "Remove". */
  confirmText?: string;
  /** Default "Cancel". */
  cancel?: string;
  iconName?: 'warning' | 'info' | 'delete' | 'error';
  /** prompt: confirm or cancel; confirm: acknowledge only; input: type `compare` to confirm; display: text with a close button. */
  type?: 'prompt' | 'confirm' | 'input' | 'display';
  inputLabel?: string;
  /** The exact value an input prompt needs before confirm is enabled. */
  compare?: string;
  /**
   * Said under the input until `compare` is typed (plain while empty, invalid once something else
   * is typed), e.g. spec 1 §5 'You must confirm by entering the domain name'; without it, the
   * invalidDomainDeletion text shows only while a wrong value is typed.
   */
  mismatchText?: string;
  /** CSS sizes; defaults 250px and 450px (90% on small screens). */
  height?: string;
  width?: string;
  inputValue?: string;
}

/**
 * Spec 1 §4: confirm resolves true; cancel or close resolves true for type confirm; nothing rejects.
 * Other cancels resolve with `confirmed: false` and the error message.
 */
export type PromptAnswer = { confirmed: true; value: string } | { confirmed: false; message: string };
