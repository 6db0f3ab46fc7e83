import type { HttpErrorBody } from '../../../dataProvider/errorBody';

/**
 * What a failed write means for a one-field form: the field's own message from a 422 (shown under
 * the input), or the error text of spec 1 §8 for anything else (shown above the form or as a toast).
 */
export function formErrorOf(error: unknown, field: string): { field?: string; message: string } {
  const body = (error as { body?: Partial<HttpErrorBody> } | null)?.body;
  const fieldMessage = body?.errors?.[field];
  const message = error instanceof Error && error.message ? error.message : 'Unexpected error';
  return typeof fieldMessage === 'string' ? { field: fieldMessage, message } : { message };
}
