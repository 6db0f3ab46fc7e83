import { HttpError } from 'react-admin';

/** A 422's messages per field, for a react-admin form to show under its inputs; undefined for other failures. */
export function submissionErrors(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof HttpError) || error.status !== 422) return undefined;
  const all = (error.body as { errors?: Record<string, unknown> } | undefined)?.errors ?? {};
  const fields = Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return Object.keys(fields).length ? fields : undefined;
}

/** The message a failed call gives for one form field (a 422 pointer), else its whole text (spec 1 §8, the error's message). */
export const fieldError = (error: Error, field: string): string => submissionErrors(error)?.[field] ?? error.message;
