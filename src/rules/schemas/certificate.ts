import { z } from 'zod';
import { CERTIFICATE_TYPES } from '../certificates';
import { isDomainName, normaliseDomainName } from '../domains';
import { messages } from '../messages';
import { recordId } from './common';

export const certificateMessages = {
  // Spec 2 §8, quoted exactly.
  verifying: 'verifying your DNS records please wait',
  recordNotFound: 'record not found',
  required: messages.required,
  validDomain: messages.validDomain,
  // The specs give no texts for these; they follow the specs' tone.
  ordered: 'certificate ordered',
  renewalOrdered: 'certificate renewal ordered',
  imported: 'certificate imported',
  reprocessed: 'certificate order restarted',
  checkoutNeeded: 'This certificate has to be paid for: please order it through checkout.',
  domainMismatch: 'The domain name does not match the chosen domain.',
  chooseDomain: 'Please choose a domain of this site.',
  notAwaitingChallenge: 'This certificate is not waiting for its DNS challenge.',
  notFailed: 'Only a failed order can be reprocessed.',
  notRenewable: 'Only an active certificate can be renewed.',
  importedNotRenewable: 'An imported certificate cannot be renewed here: please import its renewed certificate.',
  stillLinked: 'This certificate is linked to a domain: please unlink it before deleting it.',
  deleted: 'This certificate has been deleted.',
  notCovering: (domain: string) => `This certificate does not cover ${domain}.`,
  notLinked: (domain: string) => `This certificate is not linked to ${domain}.`,
  domainGone: (domain: string) => `${domain} is no longer on this site, so the certificate cannot be renewed.`,
  unreachable: 'The certificate authority could not be reached. Please try again later.',
} as const;

/** The types POST certificates/order takes (spec 2 §7); EXTERNAL certificates are imported. */
export const ORDERABLE_CERTIFICATE_TYPES = CERTIFICATE_TYPES.filter((type) => type !== 'EXTERNAL') as [
  'LETS_ENCRYPT',
  'NAMECHEAP',
  'SECTIGO',
  'SELF_SIGNED',
];

/** Spec 2 §9: Sectigo and Positive SSL (NAMECHEAP) are paid, yearly. */
export const PAID_CERTIFICATE_TYPES: readonly string[] = ['SECTIGO', 'NAMECHEAP'];

/** `?checkout=0|1` (spec 2 §7): a paid certificate is paid for in the same call. */
export const checkoutQuery = z.strictObject({ checkout: z.enum(['0', '1'], messages.yesOrNo).optional() });

/** A host name as typed: a wildcard order may name `*.example.com`, which stands for `example.com`. */
const certificateDomain = z
  .string(messages.required)
  .transform((value) => normaliseDomainName(value).replace(/^\*\./, ''))
  .pipe(z.string().min(1, messages.required).refine(isDomainName, messages.validDomain));

/** POST certificates/order (spec 2 §7): the type, whether it is a wildcard, and the domain it is for. */
export const certificateOrderSchema = z.strictObject({
  type: z.enum(ORDERABLE_CERTIFICATE_TYPES, messages.oneOf),
  isWildcard: z.boolean(messages.yesOrNo).default(false),
  domainId: recordId(certificateMessages.chooseDomain),
  domain: certificateDomain,
});

const pem = z.string(messages.required).trim().min(1, messages.required).max(100_000, messages.tooLong(100_000));

/** POST certificates (import, spec 2 §7): PEM as pasted; the chain may also follow the certificate. */
export const certificateImportSchema = z.strictObject({
  environmentId: recordId(messages.invalidValue),
  domainId: recordId(certificateMessages.chooseDomain).nullable().default(null),
  certificate: pem,
  privateKey: pem,
  chain: z.string().max(100_000, messages.tooLong(100_000)).optional(),
});

/** POST dns/validate (spec 2 §2.2, §7): one record of a name, A against the site's IP or CNAME against its hostname. */
export const dnsValidateSchema = z.strictObject({
  recordName: z
    .string(messages.required)
    .transform(normaliseDomainName)
    .pipe(z.string().min(1, messages.required).refine(isDomainName, messages.validDomain)),
  recordValue: z.string(messages.required).trim().min(1, messages.required).max(255, messages.tooLong(255)),
  recordType: z.enum(['A', 'CNAME'], messages.oneOf),
});
