import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { boltRole, liveBolt, requireBoltPermission } from '../auth/boltAccess.js';
import type { AuthUser } from '../auth/session.js';
import type { Db } from '../db/client.js';
import { boltMembers, bolts, transfers, users } from '../db/schema.js';
import { dualRoute } from '../http/dualRoute.js';
import { forbidden, invalid, notFound } from '../http/errors.js';
import { currentUser } from '../plugins/auth.js';
import { parseId, toRecord, writeBody } from '../http/jsonapi.js';
import { sandboxMailer } from '../dataplane/mail.js';
import { TRANSFER_VALIDITY_MS } from '../../src/rules/plans.js';
import { transferDecisionSchema, transferMessages, transferRequestSchema } from '../../src/rules/schemas/transfer.js';

const boltParams = z.object({ id: z.string() });
const EMAIL = '/data/attributes/email';

type TransferRow = typeof transfers.$inferSelect;

/** Spec 1 §4: pending for 24 hours; an unanswered request past that shows as expired. */
export function transferStatus(row: TransferRow, now = Date.now()) {
  if (row.status === 'pending' && row.createdAt.getTime() + TRANSFER_VALIDITY_MS <= now) return 'expired';
  return row.status;
}

function transferRecord(row: TransferRow & { boltName: string; fromName: string }, withToken: boolean) {
  const { token, fromUserId: _from, ...rest } = row;
  return toRecord('transfers', {
    ...rest,
    status: transferStatus(row),
    expiresAt: new Date(row.createdAt.getTime() + TRANSFER_VALIDITY_MS),
    ...(withToken ? { token } : {}),
  });
}

const selectTransfers = (db: Db) =>
  db
    .select({
      transfer: transfers,
      boltName: bolts.name,
      fromName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(transfers)
    .innerJoin(bolts, eq(bolts.id, transfers.boltId))
    .innerJoin(users, eq(users.id, transfers.fromUserId));

const flatten = (row: { transfer: TransferRow; boltName: string; fromName: string }) => ({
  ...row.transfer,
  boltName: row.boltName,
  fromName: row.fromName,
});

const boltIdOf = (raw: string) => parseId(raw) ?? 0;

/** The recipient must be a known user of another account (spec 1 §5 transfer texts). */
async function recipientFor(db: Db, user: AuthUser, boltId: number, email: string, asAdmin: boolean) {
  if (email.toLowerCase() === user.email.toLowerCase()) throw invalid(EMAIL, transferMessages.sameEmail);
  const [recipient] = await db
    .select({ id: users.id, accountId: users.accountId })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  if (!recipient) throw invalid(EMAIL, transferMessages.unknownEmail);
  const [bolt] = await db.select().from(bolts).where(and(eq(bolts.id, boltId), liveBolt));
  if (!bolt) throw notFound();
  if (recipient.accountId === bolt.accountId) throw invalid(EMAIL, 'This person’s account already owns this Bolt.');
  if (bolt.trialEndsAt && !asAdmin) throw invalid(EMAIL, 'Free test Bolts cannot be transferred.');
  return recipient;
}

/** Moves the Bolt to the recipient's account; the previous members lose access with it. */
async function handOver(db: Db, boltId: number, accountId: number) {
  await db.update(bolts).set({ accountId, deletionScheduledAt: null }).where(eq(bolts.id, boltId));
  await db.delete(boltMembers).where(eq(boltMembers.boltId, boltId));
}

async function pendingFor(db: Db, boltId: number) {
  const rows = await selectTransfers(db)
    .where(and(eq(transfers.boltId, boltId), eq(transfers.status, 'pending')))
    .orderBy(desc(transfers.id));
  return rows.map(flatten).find((row) => transferStatus(row) === 'pending');
}

export async function transferRoutes(app: FastifyInstance) {
  const mailer = sandboxMailer(app.db);

  dualRoute(app, 'GET', 'bolts/:id/transfer', { params: boltParams, tags: ['transfer'] }, async ({ params }, { user, asAdmin }) => {
    const boltId = boltIdOf(params.id);
    const role = await boltRole(app.db, user, boltId, asAdmin).catch(() => null);
    const latest = await selectTransfers(app.db)
      .where(
        and(
          eq(transfers.boltId, boltId),
          role ? undefined : eq(sql`lower(${transfers.toEmail})`, user.email.toLowerCase()),
        ),
      )
      .orderBy(desc(transfers.id))
      .limit(1);
    if (!role && !latest.length) throw notFound();
    const row = latest[0] ? flatten(latest[0]) : null;
    const isRecipient = row !== null && row.toEmail.toLowerCase() === user.email.toLowerCase();
    return {
      data: row ? transferRecord(row, isRecipient) : null,
      meta: { role, canStart: role === 'owner' && !asAdmin, isRecipient },
    };
  });

  const requestBody = writeBody('transfers', transferRequestSchema);

  dualRoute(app, 'POST', 'bolts/:id/transfer/validate', { params: boltParams, body: requestBody, tags: ['transfer'] }, async ({ params, body }, { user }) => {
    const boltId = boltIdOf(params.id);
    await requireBoltPermission(app.db, user, boltId, false, 'transfer');
    await recipientFor(app.db, user, boltId, body.data.attributes.email, false);
    return { data: { valid: true } };
  }, { admin: false });

  dualRoute(app, 'POST', 'bolts/:id/transfer/request', { params: boltParams, body: requestBody, tags: ['transfer'] }, async ({ params, body }, { user, reply }) => {
    const boltId = boltIdOf(params.id);
    await requireBoltPermission(app.db, user, boltId, false, 'transfer');
    const email = body.data.attributes.email;
    const row = await app.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      await recipientFor(db, user, boltId, email, false);
      if (await pendingFor(db, boltId)) throw invalid(EMAIL, 'A transfer of this Bolt is already pending.');
      const token = randomBytes(24).toString('base64url');
      const [created] = await tx.insert(transfers).values({ boltId, fromUserId: user.id, toEmail: email, token }).returning();
      await mailer.send(
        {
          to: email,
          subject: 'A Bolt is being transferred to you',
          body: `${user.firstName} ${user.lastName} wants to transfer a Bolt to you. Open /bolts/${boltId}/transfer?token=${token} within 24 hours to accept or decline.`,
        },
        db,
      );
      const [full] = await selectTransfers(db).where(eq(transfers.id, created.id));
      return flatten(full);
    });
    return reply.code(201).send({ data: transferRecord(row, false) });
  }, { admin: false });

  const decide = (decision: 'accepted' | 'declined') => async ({ params, body }: { params: { id: string }; body: { data: { attributes: { token: string } } } }, { user }: { user: AuthUser }) => {
    const boltId = boltIdOf(params.id);
    return app.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const [found] = await selectTransfers(db)
        .where(
          and(
            eq(transfers.boltId, boltId),
            eq(transfers.token, body.data.attributes.token),
            eq(sql`lower(${transfers.toEmail})`, user.email.toLowerCase()),
          ),
        )
        .for('update', { of: transfers });
      if (!found) throw notFound();
      const row = flatten(found);
      const status = transferStatus(row);
      if (status === 'expired') throw invalid('/data/attributes/token', 'This transfer request has expired.');
      if (status !== 'pending') throw invalid('/data/attributes/token', 'This transfer request is no longer pending.');
      if (decision === 'accepted') await handOver(db, boltId, user.accountId);
      const [updated] = await tx
        .update(transfers)
        .set({ status: decision, decidedAt: new Date() })
        .where(eq(transfers.id, row.id))
        .returning();
      return { data: transferRecord({ ...updated, boltName: row.boltName, fromName: row.fromName }, false) };
    });
  };
  const decisionBody = writeBody('transfers', transferDecisionSchema);
  // Answering moves the Bolt (or closes the request) once: a repeat with the same Idempotency-Key gets the first answer.
  const answering = { admin: false, config: { idempotent: true } };
  dualRoute(app, 'POST', 'bolts/:id/transfer/accept', { params: boltParams, body: decisionBody, tags: ['transfer'] }, (input, ctx) => decide('accepted')(input, ctx), answering);
  dualRoute(app, 'POST', 'bolts/:id/transfer/decline', { params: boltParams, body: decisionBody, tags: ['transfer'] }, (input, ctx) => decide('declined')(input, ctx), answering);

  dualRoute(
    app,
    'DELETE',
    'bolts/:id/transfer/:transferId',
    { params: z.object({ id: z.string(), transferId: z.string() }), tags: ['transfer'] },
    async ({ params }, { user, reply }) => {
      const boltId = boltIdOf(params.id);
      await requireBoltPermission(app.db, user, boltId, false, 'transfer');
      const cancelled = await app.db
        .update(transfers)
        .set({ status: 'cancelled', decidedAt: new Date() })
        .where(and(eq(transfers.id, parseId(params.transferId) ?? 0), eq(transfers.boltId, boltId), eq(transfers.status, 'pending')))
        .returning({ id: transfers.id });
      if (!cancelled.length) throw notFound();
      return reply.code(204).send();
    },
    { admin: false },
  );

  /** Spec 1 §4 and §6: an admin transfer is instant and may include free-plan Bolts. */
  dualRoute(app, 'POST', 'bolts/:id/transfer', { params: boltParams, body: requestBody, tags: ['transfer'] }, async ({ params, body }, { user }) => {
    if (user.role !== 'admin') throw forbidden('Only admins transfer a Bolt instantly.');
    const boltId = boltIdOf(params.id);
    await boltRole(app.db, user, boltId, true);
    const row = await app.db.transaction(async (tx) => {
      const db = tx as unknown as Db;
      const recipient = await recipientFor(db, user, boltId, body.data.attributes.email, true);
      await tx
        .update(transfers)
        .set({ status: 'cancelled', decidedAt: new Date() })
        .where(and(eq(transfers.boltId, boltId), eq(transfers.status, 'pending')));
      await handOver(db, boltId, recipient.accountId);
      const token = randomBytes(24).toString('base64url');
      const [created] = await tx
        .insert(transfers)
        .values({ boltId, fromUserId: user.id, toEmail: body.data.attributes.email, token, status: 'accepted', decidedAt: new Date() })
        .returning();
      const [full] = await selectTransfers(db).where(eq(transfers.id, created.id));
      return flatten(full);
    });
    return { data: transferRecord(row, false) };
  }, { customer: false, config: { idempotent: true } });

  /** Requests addressed to the caller, for the recipient's notice. */
  app.get('/v1/transfers/incoming', { schema: { tags: ['transfer'] } }, async (request) => {
    const user = currentUser(request);
    const rows = await selectTransfers(app.db)
      .where(and(eq(transfers.status, 'pending'), eq(sql`lower(${transfers.toEmail})`, user.email.toLowerCase()), liveBolt))
      .orderBy(desc(transfers.id));
    const pending = rows.map(flatten).filter((row) => transferStatus(row) === 'pending');
    return { data: pending.map((row) => transferRecord(row, true)) };
  });
}
