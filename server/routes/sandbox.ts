import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outbox, smsOutbox } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { sandboxMailDocument, sandboxSmsDocument } from '../../src/rules/schemas/records/sandbox.js';

const recipient = z.object({ to: z.string().min(1) });

/**
 * What the sandbox mailer and SMS gateway kept, for the browser journeys, which cannot read the
 * server's database (tests/e2e/support/outbox.ts). Mounted only with SANDBOX_OUTBOX_ROUTE=1, which
 * tests/support/e2eServer.ts sets; a production server has no such path (404 Invalid URI).
 */
export async function sandboxRoutes(app: FastifyInstance) {
  if (!app.config.sandboxOutboxRoute) return;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { public: true };
  const schema = { querystring: recipient, tags: ['sandbox'], hide: true };

  api.get('/v1/sandbox/outbox', { schema: { ...schema, response: { 200: sandboxMailDocument } }, config }, async (request) => {
    const [mail] = await app.db
      .select()
      .from(outbox)
      .where(eq(sql`lower(${outbox.to})`, request.query.to.toLowerCase()))
      .orderBy(desc(outbox.id))
      .limit(1);
    if (!mail) throw notFound();
    const { id, createdAt, ...attributes } = mail;
    return { data: { id: String(id), type: 'sandbox-mails' as const, attributes: { ...attributes, created_at: createdAt } } };
  });

  api.get('/v1/sandbox/sms', { schema: { ...schema, response: { 200: sandboxSmsDocument } }, config }, async (request) => {
    const [sms] = await app.db.select().from(smsOutbox).where(eq(smsOutbox.to, request.query.to)).orderBy(desc(smsOutbox.id)).limit(1);
    if (!sms) throw notFound();
    const { id, createdAt, ...attributes } = sms;
    return { data: { id: String(id), type: 'sandbox-sms' as const, attributes: { ...attributes, created_at: createdAt } } };
  });
}
