import { z } from 'zod';
import { messages } from './messages';

type Issue = z.core.$ZodRawIssue;

/** What a value was expected to be, in a person's words. */
const EXPECTED: Record<string, string> = {
  string: 'Please enter text.',
  number: messages.number,
  int: messages.wholeNumber,
  bigint: messages.wholeNumber,
  boolean: messages.yesOrNo,
  date: messages.validDate,
  array: messages.list,
  object: messages.object,
};

function sizeText(issue: Issue & { code: 'too_big' | 'too_small' }): string {
  const limit = Number(issue.code === 'too_big' ? issue.maximum : issue.minimum);
  if (issue.origin === 'string') return issue.code === 'too_big' ? messages.tooLong(limit) : messages.required;
  if (issue.origin === 'array' || issue.origin === 'set') {
    return issue.code === 'too_big' ? messages.tooMany(limit) : messages.required;
  }
  return issue.code === 'too_big' ? messages.atMost(limit) : messages.atLeast(limit);
}

/**
 * Zod's default texts ("Invalid input: expected object, received array", "Unrecognized key") are
 * for developers; every issue without a message of its own gets one a person understands. Texts
 * a schema gives itself (the spec's messages) take precedence over these.
 */
export function humanError(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? messages.required : (EXPECTED[issue.expected] ?? messages.invalidValue);
    case 'unrecognized_keys':
      return messages.unknownAttributes(issue.keys);
    case 'invalid_value':
      return issue.values.length === 1 ? messages.mustBe(String(issue.values[0])) : messages.oneOf;
    case 'too_big':
    case 'too_small':
      return sizeText(issue);
    case 'invalid_format':
      return issue.format === 'email' ? messages.validEmail : messages.invalidValue;
    case 'not_multiple_of':
      return messages.wholeNumber;
    default:
      return messages.invalidValue;
  }
}

/** Installs `humanError` for every schema; the server and the panel call it once at start. */
export const installHumanErrors = () => z.config({ customError: humanError });
