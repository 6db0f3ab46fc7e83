import { jsonapiOf } from '../../dataProvider/errorBody';

/**
 * Spec 2 §8: a failed step shows the first error's detail, else the response's message. `''`
 * means the call got no answer of its own (the network); the step says so in its own words.
 */
export function firstErrorDetail(error: unknown): string {
  const body = error && typeof error === 'object' && 'body' in error ? jsonapiOf((error as { body: unknown }).body) : undefined;
  const detail = body?.errors?.[0]?.detail;
  if (detail) return detail;
  return error instanceof Error ? error.message : '';
}
