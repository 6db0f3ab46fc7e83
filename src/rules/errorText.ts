/** Spec 1 §8: error text from the response message, or each error's title plus detail joined by line breaks. */
export interface ErrorBody {
  message?: string;
  errors?: { title?: string; detail?: string; code?: string }[];
}

export function errorText(body: unknown): string {
  if (!body || typeof body !== 'object') return 'Unexpected error';
  const { message, errors } = body as ErrorBody;
  if (message) return message;
  if (Array.isArray(errors) && errors.length) {
    return errors.map((e) => [e.title, e.detail].filter(Boolean).join(' ')).join('\n');
  }
  return 'Unexpected error';
}

export const firstErrorCode = (body: unknown) => (body as ErrorBody | undefined)?.errors?.[0]?.code;
export const firstErrorTitle = (body: unknown) => (body as ErrorBody | undefined)?.errors?.[0]?.title;
