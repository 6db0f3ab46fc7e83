import { and, asc, count, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { boltRole } from '../auth/boltAccess.js';
import type { AuthUser } from '../auth/session.js';
import type { Mailer } from '../dataplane/mail.js';
import type { DbOrTx } from '../db/client.js';
import { boltMembers, bolts, users } from '../db/schema.js';
import { invalid, notFound } from '../http/errors.js';
import { invalidParameter, listMeta, parseId, type ListQuery } from '../http/jsonapi.js';
import { listTotal, settleTotal } from '../http/listCount.js';
import { decodeCursor, encodeCursor } from '../http/listCursor.js';
import { messages } from '../../src/rules/messages.js';
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

/** A Bolt's owners: the customer users of its account, by id. */
const selectOwners = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({ userId: users.id, email: users.email, first: users.firstName, last: users.lastName, createdAt: users.createdAt })
    .from(users)
    .where(where)
    .orderBy(asc(users.id))
    .$dynamic();

/** A Bolt's members (invited or active), by the id of their access. */
const selectMembers = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({ member: boltMembers, first: users.firstName, last: users.lastName })
    .from(boltMembers)
    .leftJoin(users, eq(users.id, boltMembers.userId))
    .where(where)
    .orderBy(asc(boltMembers.id))
    .$dynamic();

const ownerPerson = (o: Awaited<ReturnType<typeof selectOwners>>[number]): Person => ({
  id: `account-${o.userId}`,
  userId: o.userId,
  email: o.email,
  name: `${o.first} ${o.last}`,
  role: 'owner',
  status: 'active',
  source: 'account',
  createdAt: o.createdAt,
});

const memberPerson = ({ member, first, last }: Awaited<ReturnType<typeof selectMembers>>[number]): Person => ({
  id: String(member.id),
  userId: member.userId,
  email: member.email,
  name: first ? `${first} ${last}` : null,
  role: member.role,
  status: member.status,
  source: 'member',
  createdAt: member.createdAt,
});

async function scopesOf(db: DbOrTx, boltId: number) {
  const [bolt] = await db.select({ accountId: bolts.accountId }).from(bolts).where(eq(bolts.id, boltId));
  return { owners: and(eq(users.accountId, bolt.accountId), eq(users.role, 'customer'))!, members: eq(boltMembers.boltId, boltId) };
}

async function peopleOf(db: DbOrTx, boltId: number): Promise<Person[]> {
  const scopes = await scopesOf(db, boltId);
  const [owners, members] = await Promise.all([selectOwners(db, scopes.owners), selectMembers(db, scopes.members)]);
  return [...owners.map(ownerPerson), ...members.map(memberPerson)];
}

const personRecord = ({ id, ...attributes }: Person): z.output<typeof boltUserRecordSchema> => ({
  id,
  type: 'bolt-users',
  attributes: { ...attributes, permissions: [...permissionsOf(attributes.role)] },
});

/** A path's Bolt id; one that cannot be an id names no Bolt (a 404 from the role check). */
export const boltIdOf = (raw: string) => parseId(raw) ?? 0;

/** Where a person stands in the list: the owners first, then the members; a cursor is [rank, id]. */
const OWNER = 0;
const MEMBER = 1;

/**
 * A page of a Bolt's people, with the caller's own role there: the owners first, then the members,
 * each by id, read a page at a time (a Bolt may have thousands of members). `after=` (the page's
 * `next_cursor`) starts behind its last person through the (bolt, id) index; `page` alone by OFFSET.
 */
export async function listPeople(
  db: DbOrTx,
  user: AuthUser,
  boltId: number,
  asAdmin: boolean,
  query: ListQuery,
): Promise<z.output<typeof boltUsersDocument>> {
  const role = await boltRole(db, user, boltId, asAdmin);
  const { page, per_page } = query;
  const scopes = await scopesOf(db, boltId);
  const after = query.after === undefined ? null : decodeCursor(query.after, 2);
  if (after && after[0] !== OWNER && after[0] !== MEMBER) throw invalidParameter('after', messages.invalidCursor);
  const offset = (page - 1) * per_page;
  const [[{ owners: ownerCount }], members] = await Promise.all([
    db.select({ owners: count() }).from(users).where(scopes.owners),
    listTotal(db, () => db.select({ id: boltMembers.id }).from(boltMembers).where(scopes.members).$dynamic()),
  ]);
  const owners =
    after?.[0] === MEMBER
      ? []
      : await selectOwners(db, and(scopes.owners, after ? gt(users.id, Number(after[1])) : undefined))
          .limit(per_page)
          .offset(after ? 0 : offset);
  const left = per_page - owners.length;
  const shown = [
    ...owners.map(ownerPerson),
    ...(left === 0
      ? []
      : await selectMembers(db, and(scopes.members, after?.[0] === MEMBER ? gt(boltMembers.id, Number(after[1])) : undefined))
          .limit(left)
          .offset(after ? 0 : Math.max(0, offset - ownerCount))
    ).map(memberPerson),
  ];
  const last = shown.at(-1);
  const next = last && shown.length === per_page ? encodeCursor(last.source === 'account' ? [OWNER, last.userId] : [MEMBER, Number(last.id)]) : null;
  const { total, estimated } = settleTotal({ total: ownerCount + members.total, estimated: members.estimated }, offset, shown.length, per_page);
  return {
    data: shown.map(personRecord),
    meta: { ...listMeta(page, per_page, total, shown.length, estimated, next), role, permissions: [...permissionsOf(role)] },
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
