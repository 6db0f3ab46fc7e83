import { siteTitle } from '../../rules/schemas/environment';

const schema = siteTitle();

/**
 * Spec 2 §5 site name rules (the API's own schema) for a name being typed: the first message that
 * applies, or null when the name is fine.
 */
export function siteNameError(value: string): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
