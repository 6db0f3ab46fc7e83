import type { FastifyInstance } from 'fastify';
import { dnsChecker } from '../dataplane/dns/check.js';
import { dualRoute } from '../http/dualRoute.js';
import { writeBody } from '../http/jsonapi.js';
import { dnsValidateSchema } from '../../src/rules/schemas/certificate.js';
import { dnsValidationDocument } from '../../src/rules/schemas/records/dnsValidation.js';
import { validateRecord } from '../services/dnsValidation.js';

/** Spec 2 §7 POST dns/validate: the add-domain wizard's DNS check, on the real DNS (DNS_RESOLVER). */
export async function dnsRoutes(app: FastifyInstance) {
  const checker = dnsChecker(app.config.dnsResolver);
  dualRoute(
    app,
    'POST',
    'dns/validate',
    { body: writeBody('dns-validations', dnsValidateSchema), response: { 200: dnsValidationDocument }, tags: ['domains'] },
    async ({ body }) => validateRecord(checker, body.data.attributes),
  );
}
