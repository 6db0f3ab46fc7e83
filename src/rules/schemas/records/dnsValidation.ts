import { z } from 'zod';

/**
 * POST dns/validate (spec 2 §2.2 dns_setup_needed): whether the record of `id` (the record name)
 * points where it should, and the server's words under a failing row.
 */
export const dnsValidationDocument = z.strictObject({
  data: z.strictObject({
    id: z.string(),
    type: z.literal('dns-validations'),
    attributes: z.strictObject({ isActive: z.boolean(), message: z.string().nullable() }),
  }),
});
export type DnsValidationDocument = z.input<typeof dnsValidationDocument>;
