import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dualRoute } from '../http/dualRoute.js';
import { oneDocument } from '../../src/rules/schemas/records/document.js';
import { customerUserRecordSchema } from '../../src/rules/schemas/records/profile.js';
import { approveVerification } from '../services/customerUsers.js';

/** Staff approve a customer's manual verification (spec 1 §2 post-signup Done, §4 signup state); the list is a declared resource. */
export async function customerUserRoutes(app: FastifyInstance) {
  dualRoute(
    app,
    'POST',
    'customers/:userId/approve-verification',
    { params: z.object({ userId: z.string() }), response: { 200: oneDocument(customerUserRecordSchema) }, tags: ['customers'] },
    async ({ params }, { user, request }) => approveVerification(app.db, app.mailer, request.log, user, params.userId),
    { customer: false },
  );
}
