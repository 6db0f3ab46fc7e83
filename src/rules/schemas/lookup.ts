import { z } from 'zod';
import { LOOKUP_MAX_LENGTH, LOOKUP_MIN_LENGTH } from '../lookup';
import { messages } from '../messages';

/** GET admin/lookup?q=: the value to look up, trimmed, 3 to 200 characters. */
export const lookupQuerySchema = z.object({
  q: z
    .string(messages.oneValue('q'))
    .trim()
    .min(LOOKUP_MIN_LENGTH, `Please type at least ${LOOKUP_MIN_LENGTH} characters.`)
    .max(LOOKUP_MAX_LENGTH, messages.tooLong(LOOKUP_MAX_LENGTH)),
});
