import { z } from 'zod';
import { resourceObject } from './document';

/** The CDN zones of GET environments/{id}/cf-metadata: Accelerated Domains, or the provider's CDN. */
export const CF_ZONES = ['acd', 'sbcdn'] as const;

/** GET environments/{id}/cf-metadata?domain=&zone=: which domain of the site, on which zone. */
export const cfMetadataQuery = z.object({
  domain: z.string('Please name one of the site’s domains.').trim().toLowerCase().min(1, 'Please name one of the site’s domains.'),
  zone: z.enum(CF_ZONES, `zone must be one of: ${CF_ZONES.join(', ')}.`),
});

/**
 * A domain's edge settings on a zone: `enabled` when the domain is served by that zone, and the
 * request headers its cache varies by (comma-separated keys: br, lang, co; '' for none).
 */
export const cfMetadataRecordSchema = resourceObject('cf-metadata', {
  domain: z.string(),
  zone: z.enum(CF_ZONES),
  enabled: z.boolean(),
  varyHeaders: z.string(),
});

/**
 * The answer: the record, and the same vary headers where the provider's WordPress plugin reads
 * them, `custom_metadata.vary_headers` beside `data` (docs/provider-clients.md §3.6).
 */
export const cfMetadataDocument = z.strictObject({
  data: cfMetadataRecordSchema,
  custom_metadata: z.strictObject({ vary_headers: z.string() }),
});
