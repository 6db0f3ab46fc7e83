import type { z } from 'zod';
import type { DnsChecker } from '../dataplane/dns/check.js';
import { certificateMessages, type dnsValidateSchema } from '../../src/rules/schemas/certificate.js';
import type { DnsValidationDocument } from '../../src/rules/schemas/records/dnsValidation.js';

/**
 * POST dns/validate (spec 2 §2.2 dns_setup_needed): one record of the name, as asked. The panel
 * asks for the A record against the site's IP first, then the CNAME against its hostname; a row
 * that fails shows the checker's words, or 'record not found' (spec 2 §8) when it has none.
 */
export async function validateRecord(checker: DnsChecker, { recordName, recordValue, recordType }: z.output<typeof dnsValidateSchema>) {
  const check = await checker.checkRecord(recordName, recordType === 'A' ? { A: recordValue } : { CNAME: recordValue });
  const attributes = check.isActive
    ? { isActive: true, message: null }
    : { isActive: false, message: check.message || certificateMessages.recordNotFound };
  const document: DnsValidationDocument = { data: { id: recordName, type: 'dns-validations', attributes } };
  return document;
}
