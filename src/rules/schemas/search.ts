import { z } from 'zod';
import { messages } from '../messages';
import { SEARCH_TYPES } from '../search';

const typesMessage = `filter[type] takes ${SEARCH_TYPES.join(', ')}, or several of them separated by commas.`;

/**
 * GET search: `q` (none or blank: the first results by name) and `filter[type]`, a comma-separated
 * list of the types to search (none: all of them).
 */
export const searchQuerySchema = z.object({
  q: z.string(messages.oneValue('q')).max(200, messages.tooLong(200)).optional(),
  'filter[type]': z
    .string(typesMessage)
    .transform((text) => text.split(',').map((type) => type.trim()))
    .pipe(z.array(z.enum(SEARCH_TYPES, typesMessage)))
    .transform((types) => [...new Set(types)])
    .optional(),
});
