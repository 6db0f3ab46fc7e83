import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/v1/health', { config: { public: true }, schema: { tags: ['health'] } }, async () => {
    await app.db.execute(sql`select 1`);
    return { data: { status: 'ok', database: app.databaseKind } };
  });
}
