import { DATABASE_NAME_MAX, DATABASE_NAME_MIN, databaseMessages, databaseName } from '../../../rules/schemas/database';

export type NameRule = 'length' | 'characters';
/** pending: nothing typed yet, so the rule is neither kept nor broken. */
export type NameCheck = 'pending' | 'met' | 'unmet';

export const NAME_LIMITS = { min: DATABASE_NAME_MIN, max: DATABASE_NAME_MAX } as const;

const ruleOf: Record<string, NameRule> = {
  [databaseMessages.required]: 'length',
  [databaseMessages.min]: 'length',
  [databaseMessages.max]: 'length',
  [databaseMessages.characters]: 'characters',
};

/**
 * The database-name rules of src/rules/schemas/database.ts as a checklist shown while typing. The
 * schema itself decides, so the list can never disagree with the API; uniqueness within the Bolt
 * is only known to the server and arrives as a field error.
 */
export function nameChecks(name: string): Record<NameRule, NameCheck> {
  if (name.trim() === '') return { length: 'pending', characters: 'pending' };
  const result = databaseName().safeParse(name);
  const broken = new Set(result.success ? [] : result.error.issues.map((issue) => ruleOf[issue.message]));
  return { length: broken.has('length') ? 'unmet' : 'met', characters: broken.has('characters') ? 'unmet' : 'met' };
}
