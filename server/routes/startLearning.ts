import type { FastifyInstance } from 'fastify';
import { dualRoute } from '../http/dualRoute.js';
import { oneDocument } from '../../src/rules/schemas/records/document.js';
import { startLearningRecordSchema } from '../../src/rules/schemas/records/profile.js';
import { startLearning } from '../services/startLearning.js';

/** Spec 1 §7 GET start-learning: the signed-in person's onboarding steps, on the plain path for every role. */
export async function startLearningRoutes(app: FastifyInstance) {
  dualRoute(
    app,
    'GET',
    'start-learning',
    { response: { 200: oneDocument(startLearningRecordSchema) }, tags: ['account'] },
    async (_input, { user }) => ({ data: await startLearning(app.db, user) }),
    { admin: false },
  );
}
