import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { boltRole } from '../auth/boltAccess.js';
import type { AuthUser } from '../auth/session.js';
import type { Mailer } from '../dataplane/mail.js';
import type { DbOrTx } from '../db/client.js';
import { boltMembers, bolts, users } from '../db/schema.js';
import { invalid, notFound } from '../http/errors.js';
import { listMeta, parseId, type ListQuery } from '../http/jsonapi.js';
import { permissionsOf, type BoltRole } from '../../src/rules/boltRoles.js';
import type { inviteSchema } from '../../src/rules/schemas/member.js';
import type { boltUserRecordSchema, boltUsersDocument } from '../../src/rules/schemas/records/member.js';

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

async function peopleOf(db: DbOrTx, boltId: number): Promise<Person[]> {
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

const personRecord = ({ id, ...attributes }: Person): z.output<typeof boltUserRecordSchema> => ({
  id,
  type: 'bolt-users',
  attributes: { ...attributes, permissions: [...permissionsOf(attributes.role)] },
});

/** A path's Bolt id; one that cannot be an id names no Bolt (a 404 from the role check). */
export const boltIdOf = (raw: string) => parseId(raw) ?? 0;

/** Everyone with access to the Bolt, with the caller's own role there. */
/**
 * A page of a Bolt's people (`page`, `per_page`), owners first; a Bolt has few, so they are read
 * whole and the page is cut from them.
 */
export async function listPeople(
  db: DbOrTx,
  user: AuthUser,
  boltId: number,
  asAdmin: boolean,
  { page, per_page }: Pick<ListQuery, 'page' | 'per_page'>,
): Promise<z.output<typeof boltUsersDocument>> {
  const role = await boltRole(db, user, boltId, asAdmin);
  const people = await peopleOf(db, boltId);
  const shown = people.slice((page - 1) * per_page, page * per_page);
  return {
    data: shown.map(personRecord),
    meta: { ...listMeta(page, per_page, people.length, shown.length), role, permissions: [...permissionsOf(role)] },
  };
}

export async function showPerson(db: DbOrTx, user: AuthUser, boltId: number, asAdmin: boolean, id: string) {
  await boltRole(db, user, boltId, asAdmin);
  const person = (await peopleOf(db, boltId)).find((p) => p.id === id);
  if (!person) throw notFound();
  return personRecord(person);
}

/** A known user gets access at once; anyone else is invited to sign up first. Either way they get an e-mail. */
export const invite = (db: DbOrTx, mailer: Mailer, boltId: number, { email, role }: z.output<typeof inviteSchema>) =>
  db.transaction(async (tx) => {
    const people = await peopleOf(tx, boltId);
    if (people.some((p) => p.email.toLowerCase() === email.toLowerCase())) {
      throw invalid('/data/attributes/email', 'This person already has access to this Bolt.');
    }
    const [known] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
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
      tx,
    );
    return personRecord((await peopleOf(tx, boltId)).find((p) => p.id === String(member.id))!);
  });

/** A member (not an account user) of the Bolt, by the id of its access. */
export async function memberOf(db: DbOrTx, boltId: number, raw: string) {
  const id = parseId(raw);
  const [member] = id
    ? await db
        .select()
        .from(boltMembers)
        .where(and(eq(boltMembers.id, id), eq(boltMembers.boltId, boltId)))
    : [];
  if (!member) throw notFound();
  return member;
}

export async function changeRole(db: DbOrTx, boltId: number, memberId: number, role: BoltRole) {
  await db.update(boltMembers).set({ role }).where(eq(boltMembers.id, memberId));
  return personRecord((await peopleOf(db, boltId)).find((p) => p.id === String(memberId))!);
}

export async function removeMember(db: DbOrTx, memberId: number) {
  await db.delete(boltMembers).where(eq(boltMembers.id, memberId));
}
