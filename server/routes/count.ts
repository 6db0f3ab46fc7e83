import type { FastifyInstance } from 'fastify';
import { countDocument } from '../../src/rules/schemas/records/auth.js';
import { expiringCertificates } from '../services/certificates.js';

/** The staff badge's numbers. */
export async function countRoutes(app: FastifyInstance) {
  app.get('/v1/admin/count', { schema: { response: { 200: countDocument }, tags: ['admin'] } }, async () => ({
    data: { expiringCertificates: await expiringCertificates(app.db) },
  }));
}
