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

/** Which cache the provider's clients purge: Accelerated Domains, or the provider's CDN (README "The provider's clients"). */
export const PURGE_TYPES = ['acd', 'serveboltcdn'] as const;

export const purgeMessages = {
  // The specs give no texts for these; they follow their tone.
  file: 'Please enter full http or https URLs.',
  prefix: 'Please enter a host name, optionally followed by a path.',
  host: 'Please enter host names only.',
  type: `type must be one of: ${PURGE_TYPES.join(', ')}.`,
  mixed: 'Send either a JSON:API document (data) or the files, prefixes, tags and hosts to purge, not both.',
} as const;

const list = <T extends z.ZodType>(item: T) => z.array(item).optional();

/**
 * POST environments/{id}/purge_cache: the panel's JSON:API document (`data.attributes.tags`, or
 * no body with all=1), or the flat body of the provider's PHP SDK, `{files, prefixes, tags, hosts,
 * type}` with empty lists left out; a flat body naming nothing to purge purges everything of its
 * type (the SDK's "purge server cache", whose `all` its own key filter drops).
 */
export const purgeBodySchema = z
  .strictObject({
    data: z.object({ type: z.literal('environments').optional(), attributes: z.record(z.string(), z.unknown()) }).optional(),
    files: list(z.url({ protocol: /^https?$/, message: purgeMessages.file })),
    prefixes: list(z.string(purgeMessages.prefix).trim().min(1, purgeMessages.prefix)),
    tags: list(z.string()),
    hosts: list(z.hostname(purgeMessages.host)),
    type: z.enum(PURGE_TYPES, purgeMessages.type).optional(),
    all: z.boolean().optional(),
  })
  .refine((body) => !body.data || Object.keys(body).length === 1, { message: purgeMessages.mixed, path: ['data'] });
