import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { healthDocument } from '../../src/rules/schemas/records/auth.js';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/v1/health', { config: { public: true }, schema: { response: { 200: healthDocument }, tags: ['health'] } }, async () => {
    await app.db.execute(sql`select 1`);
    return { data: { status: 'ok', database: app.databaseKind } };
  });
}
