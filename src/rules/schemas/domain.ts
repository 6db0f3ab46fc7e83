import { z } from 'zod';
import { isDomainName, normaliseDomainName } from '../domains';
import { messages } from '../messages';

export const domainMessages = {
  // Spec 2 §5, quoted exactly.
  required: messages.required,
  invalid: messages.validDomain,
  // Spec 1 §5: deleting a domain asks for its name.
  confirmDelete: 'You must confirm by entering the domain name',
  // The specs give no texts for these; they follow the specs' tone.
  taken: (name: string) => `${name} is already added to a site.`,
  notDeletable: "This domain belongs to the site's own address and cannot be deleted.",
  added: 'domain added',
  deleted: 'domain deleted',
} as const;

/** Spec 2 §5 Domain: required, then a valid name; stored in lower case without the root's dot. */
export const domainName = z
  .string(domainMessages.required)
  .transform(normaliseDomainName)
  .pipe(z.string().min(1, domainMessages.required).refine(isDomainName, domainMessages.invalid));

/** POST environments/{id}/domains (spec 2 §7): data.attributes.name; `www` comes in the query. */
export const domainCreateSchema = z.strictObject({ name: domainName });

/** `?www=0|1` (spec 2 §7); absent is 0. */
export const domainCreateQuery = z.strictObject({ www: z.enum(['0', '1'], messages.yesOrNo).optional() });
