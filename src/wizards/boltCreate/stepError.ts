import type { StepError } from './types';

interface ThrownHttpError {
  message: string;
  body?: { errors?: Record<string, unknown> };
}

const isHttpError = (error: unknown): error is ThrownHttpError =>
  error instanceof Error && 'status' in error && typeof (error as { status: unknown }).status === 'number';

/**
 * A rejected call as a step shows it: the HttpError's text (spec 1 §8) and, for a 422, the message
 * of each field. Anything else (the network, a crash) has no text of its own: the step says so.
 */
export function toStepError(error: unknown): StepError {
  if (!isHttpError(error)) return { message: '', fields: {} };
  const fields: Record<string, string> = {};
  for (const [field, text] of Object.entries(error.body?.errors ?? {})) {
    if (typeof text === 'string') fields[field] = text;
  }
  return { message: error.message, fields };
}

/**
 * What the step's alert must still say once `shown` fields carry their own messages: nothing when
 * every failing field is shown next to its input, else the whole text. `''` means "no text of its
 * own" (see toStepError).
 */
export function alertText(error: StepError | null, shown: readonly string[]): string | null {
  if (!error) return null;
  const failing = Object.keys(error.fields);
  if (failing.length && failing.every((field) => shown.includes(field))) return null;
  return error.message;
}

/** A field's message, once the step has failed on it. */
export const fieldError = (error: StepError | null, field: string): string | undefined => error?.fields[field];
