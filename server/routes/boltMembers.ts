import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { boltRole, requireBoltPermission } from '../auth/boltAccess.js';
import type { Db } from '../db/client.js';
import { boltMembers, bolts, users } from '../db/schema.js';
import { sandboxMailer } from '../dataplane/mail.js';
import { dualRoute } from '../http/dualRoute.js';
import { invalid, notFound } from '../http/errors.js';
import { parseId, writeBody } from '../http/jsonapi.js';
import { permissionsOf, type BoltRole } from '../../src/rules/boltRoles.js';
import { inviteSchema, memberUpdateSchema } from '../../src/rules/schemas/member.js';

const boltParams = z.object({ id: z.string() });
const memberParams = z.object({ id: z.string(), userId: z.string() });

interface Person {
  id: string;
  userId: number | null;
  email: string;
  name: string | null;
  role: BoltRole;
  status: 'active' | 'invited';
  /** Account users own the Bolt through their account; they are not removed here. */
  source: 'account' | 'member';
  createdAt: Date;
}

async function peopleOf(db: Db, boltId: number): Promise<Person[]> {
  const [bolt] = await db.select({ accountId: bolts.accountId }).from(bolts).where(eq(bolts.id, boltId));
  const owners = await db
    .select({ userId: users.id, email: users.email, first: users.firstName, last: users.lastName, createdAt: users.createdAt })
    .from(users)
    .where(and(eq(users.accountId, bolt.accountId), eq(users.role, 'customer')))
    .orderBy(asc(users.id));
  const members = await db
    .select({ member: boltMembers, first: users.firstName, last: users.lastName })
    .from(boltMembers)
    .leftJoin(users, eq(users.id, boltMembers.userId))
    .where(eq(boltMembers.boltId, boltId))
    .orderBy(asc(boltMembers.id));
  return [
    ...owners.map((o) => ({
      id: `account-${o.userId}`,
      userId: o.userId,
      email: o.email,
      name: `${o.first} ${o.last}`,
      role: 'owner' as const,
      status: 'active' as const,
      source: 'account' as const,
      createdAt: o.createdAt,
    })),
    ...members.map(({ member, first, last }) => ({
      id: String(member.id),
      userId: member.userId,
      email: member.email,
      name: first ? `${first} ${last}` : null,
      role: member.role,
      status: member.status,
      source: 'member' as const,
      createdAt: member.createdAt,
    })),
  ];
}

const personRecord = (person: Person) => {
  const { id, ...attributes } = person;
  return { id, type: 'bolt-users', attributes: { ...attributes, permissions: permissionsOf(person.role) } };
};

export async function boltMemberRoutes(app: FastifyInstance) {
  const mailer = sandboxMailer(app.db);
  const boltIdOf = (raw: string) => parseId(raw) ?? 0;

  dualRoute(app, 'GET', 'bolts/:id/users', { params: boltParams, tags: ['users'] }, async ({ params }, { user, asAdmin }) => {
    const boltId = boltIdOf(params.id);
    const role = await boltRole(app.db, user, boltId, asAdmin);
    const people = await peopleOf(app.db, boltId);
    return {
      data: people.map(personRecord),
      meta: { role, permissions: permissionsOf(role), total: people.length },
    };
  });

  dualRoute(
    app,
    'POST',
    'bolts/:id/invite',
    { params: boltParams, body: writeBody('bolt-users', inviteSchema), tags: ['users'] },
    async ({ params, body }, { user, asAdmin, reply }) => {
      const boltId = boltIdOf(params.id);
      await requireBoltPermission(app.db, user, boltId, asAdmin, 'manageUsers');
      const { email, role } = body.data.attributes;
      const created = await app.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        const people = await peopleOf(db, boltId);
        if (people.some((p) => p.email.toLowerCase() === email.toLowerCase())) {
          throw invalid('/data/attributes/email', 'This person already has access to this Bolt.');
        }
        const [known] = await tx.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase()));
        // A known user gets access at once; anyone else is invited to sign up first.
        const [member] = await tx
          .insert(boltMembers)
          .values({ boltId, email, role, userId: known?.id ?? null, status: known ? 'active' : 'invited' })
          .returning();
        const [bolt] = await tx.select({ name: bolts.name }).from(bolts).where(eq(bolts.id, boltId));
        await mailer.send(
          {
            to: email,
            subject: `You have been given access to the Bolt ${bolt.name}`,
            body: known
              ? `You can now work on ${bolt.name} as ${role.replace('_', ' ')}. Sign in to see it under Bolts.`
              : `You have been invited to ${bolt.name} as ${role.replace('_', ' ')}. Sign up with this e-mail address to get access.`,
          },
          db,
        );
        return (await peopleOf(db, boltId)).find((p) => p.id === String(member.id))!;
      });
      return reply.code(201).send({ data: personRecord(created) });
    },
  );

  const memberOf = async (db: Db, boltId: number, raw: string) => {
    const id = parseId(raw);
    const [member] = id
      ? await db.select().from(boltMembers).where(and(eq(boltMembers.id, id), eq(boltMembers.boltId, boltId)))
      : [];
    if (!member) throw notFound();
    return member;
  };

  dualRoute(app, 'GET', 'bolts/:id/users/:userId', { params: memberParams, tags: ['users'] }, async ({ params }, { user, asAdmin }) => {
    const boltId = boltIdOf(params.id);
    await boltRole(app.db, user, boltId, asAdmin);
    const person = (await peopleOf(app.db, boltId)).find((p) => p.id === params.userId);
    if (!person) throw notFound();
    return { data: personRecord(person) };
  });

  dualRoute(
    app,
    'PUT',
    'bolts/:id/users/:userId',
    { params: memberParams, body: writeBody('bolt-users', memberUpdateSchema), tags: ['users'] },
    async ({ params, body }, { user, asAdmin }) => {
      const boltId = boltIdOf(params.id);
      await requireBoltPermission(app.db, user, boltId, asAdmin, 'manageUsers');
      const member = await memberOf(app.db, boltId, params.userId);
      await app.db.update(boltMembers).set({ role: body.data.attributes.role }).where(eq(boltMembers.id, member.id));
      const person = (await peopleOf(app.db, boltId)).find((p) => p.id === String(member.id))!;
      return { data: personRecord(person) };
    },
  );

  dualRoute(app, 'DELETE', 'bolts/:id/users/:userId', { params: memberParams, tags: ['users'] }, async ({ params }, { user, asAdmin, reply }) => {
    const boltId = boltIdOf(params.id);
    const member = await memberOf(app.db, boltId, params.userId);
    // Anyone may leave a Bolt; removing someone else needs the right to manage users.
    if (member.userId !== user.id) await requireBoltPermission(app.db, user, boltId, asAdmin, 'manageUsers');
    await app.db.delete(boltMembers).where(eq(boltMembers.id, member.id));
    return reply.code(204).send();
  });
}
