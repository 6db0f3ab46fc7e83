import type { z } from 'zod';

export type FormErrors = Record<string, string>;

/**
 * A zod schema from src/rules/schemas as a react-admin form `validate`, so a form shows the very
 * messages the API would answer with. The first message per field wins, as the API's does.
 */
export function zodValidate(schema: z.ZodType) {
  return (values: Record<string, unknown>): FormErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (field && !(field in errors)) errors[field] = issue.message;
    }
    return errors;
  };
}
