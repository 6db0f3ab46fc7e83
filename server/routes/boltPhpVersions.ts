import type { FastifyInstance } from 'fastify';
import { dualRoute } from '../http/dualRoute.js';
import { idParams } from '../http/jsonapi.js';
import { oneDocument } from '../../src/rules/schemas/records/document.js';
import { availablePhpVersionsRecordSchema } from '../../src/rules/schemas/records/bolt.js';
import { permittedBolt } from '../services/bolts.js';
import { boltPhpVersions } from '../services/phpVersions.js';

/** Spec 2 §7 GET bolts/{id}/available-php-versions: the PHP versions the Bolt's sites may use. */
export async function boltPhpVersionRoutes(app: FastifyInstance) {
  dualRoute(
    app,
    'GET',
    'bolts/:id/available-php-versions',
    { params: idParams, response: { 200: oneDocument(availablePhpVersionsRecordSchema) }, tags: ['bolts'] },
    async ({ params }, { user, asAdmin }) => ({ data: await boltPhpVersions(app.db, await permittedBolt(app.db, user, params.id, asAdmin, 'view')) }),
  );
}
