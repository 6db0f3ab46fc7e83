import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/password.js';
import type { DbOrTx } from '../client.js';
import { accounts, bolts, databases, environments, servers, users } from '../schema.js';
import { customerIdOf } from '../../../src/rules/signup.js';
import { days } from './values.js';

/**
 * Two customers of their own, so trying the account pages changes no account others use: one whose
 * signup waits for staff to verify it by hand (/customers, "Awaiting verification"), and one with a
 * Bolt to delete (/delete-account). Seeded last, so every other row keeps its id.
 */
export const EXTRA_DEMO_USERS = [
  { email: 'pending@demo.test', firstName: 'Pia', lastName: 'Pending', company: 'Pending Verification AS' },
  { email: 'leaving@demo.test', firstName: 'Leo', lastName: 'Leaving', company: 'Leaving Soon AS' },
] as const;

export async function seedPeople(tx: DbOrTx, password: string) {
  const [pendingAccount, leavingAccount] = await tx
    .insert(accounts)
    .values(EXTRA_DEMO_USERS.map(({ company }) => ({ name: company, company, country: 'NO', currency: 'USD' })))
    .returning();
  for (const account of [pendingAccount, leavingAccount]) {
    await tx
      .update(accounts)
      .set({ customerId: customerIdOf(account.id) })
      .where(eq(accounts.id, account.id));
  }
  const [pending, leaving] = EXTRA_DEMO_USERS;
  await tx.insert(users).values([
    {
      accountId: pendingAccount.id,
      email: pending.email,
      firstName: pending.firstName,
      lastName: pending.lastName,
      passwordHash: await hashPassword(password),
      emailVerifiedAt: days(-2),
      // A Swedish mobile number for a Norwegian account: what sends a signup to manual verification.
      phone: '+46701234567',
      phoneVerifiedAt: days(-2),
      signupState: 'manual_verification_needed',
    },
    {
      accountId: leavingAccount.id,
      email: leaving.email,
      firstName: leaving.firstName,
      lastName: leaving.lastName,
      passwordHash: await hashPassword(password),
      emailVerifiedAt: days(-90),
      phone: '+4791234500',
      phoneVerifiedAt: days(-90),
    },
  ]);
  const [server] = await tx.select().from(servers).where(eq(servers.name, 'web01'));
  const [bolt] = await tx
    .insert(bolts)
    .values({ accountId: leavingAccount.id, name: 'Leaving shop', plan: 'pro', serverId: server.id, location: server.location, createdAt: days(-60) })
    .returning();
  await tx
    .insert(environments)
    .values({ boltId: bolt.id, title: 'Shop', name: `leavingshop_${bolt.id}`, location: server.location, createdAt: bolt.createdAt });
  await tx
    .insert(databases)
    .values({ boltId: bolt.id, serverId: server.id, name: 'leaving shop database', dbName: `db_${bolt.id}_main`, dbUser: `u_${bolt.id}_main` });
}
