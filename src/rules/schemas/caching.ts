import { z } from 'zod';
import { cachingMessages, parseCacheTags } from '../caching';

/** POST environments/{id}/purge_cache without all=1: the tags to purge (spec 2 §2.11, §5). */
export const purgeTagsSchema = z.object({
  tags: z
    .union([z.string(), z.array(z.string())], cachingMessages.tagsRequired)
    .transform(parseCacheTags)
    .refine((tags) => tags.length > 0, cachingMessages.tagsRequired),
});

/** POST environments/{id}/dev-mode: switch development mode on (for 3 hours) or off. */
export const devModeSchema = z.strictObject({ enabled: z.boolean(cachingMessages.enabledRequired) });
