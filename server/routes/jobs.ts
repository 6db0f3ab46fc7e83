import type { FastifyInstance } from 'fastify';
import { dualRoute } from '../http/dualRoute.js';
import { jobsDocument } from '../../src/rules/schemas/records/jobs.js';
import { listJobs } from '../services/jobs.js';

/**
 * Issue 14, the top bar's jobs tray: the caller's running and recent long work (certificate
 * orders, git deployments, CDN orders, configuration rebuilds, WordPress runs), read again by the
 * panel while it shows. Staff on admin/jobs: see services/jobs.ts for whose work that is.
 */
export async function jobRoutes(app: FastifyInstance) {
  dualRoute(app, 'GET', 'jobs', { response: { 200: jobsDocument }, tags: ['jobs'] }, async (_input, { user, asAdmin }) => ({
    data: await listJobs(app.db, user, asAdmin),
  }));
}
