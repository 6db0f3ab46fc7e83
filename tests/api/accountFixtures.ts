import { eq } from 'drizzle-orm';
import { hashPassword } from '../../server/auth/password';
import type { Db } from '../../server/db/client';
import { accounts, bolts, databases, domains, environments, invoices, sshKeys, users } from '../../server/db/schema';
import { PASSWORD } from './helpers';
import { newPublicKey } from './sshKeyFixtures';

let made = 0;

/**
 * A customer account of its own for a test that changes or deletes one (the demo accounts are
 * shared by the file's tests): its person, signed in with PASSWORD, and optionally a Bolt with a
 * site, a database and a domain, an archived Bolt, an SSH key and a paid invoice.
 */
export async function makeCustomerAccount(db: Db, { email, withData = false }: { email: string; withData?: boolean }) {
  const n = ++made;
  const [account] = await db
    .insert(accounts)
    .values({
      name: `Throwaway ${n} Ltd`,
      customerId: `CUS-T${String(n).padStart(5, '0')}`,
      company: `Throwaway ${n} Ltd`,
      country: 'NO',
      currency: 'USD',
    })
    .returning();
  const [person] = await db
    .insert(users)
    .values({
      accountId: account.id,
      email,
      firstName: 'Tess',
      lastName: 'Throwaway',
      passwordHash: await hashPassword(PASSWORD),
      emailVerifiedAt: new Date(),
      phone: `+479111${String(1000 + n).slice(-4)}`,
      phoneVerifiedAt: new Date(),
    })
    .returning();
  if (!withData) return { account, person, bolt: null };

  const [bolt, archived] = await db
    .insert(bolts)
    .values([
      { accountId: account.id, name: `Throwaway shop ${n}`, plan: 'pro' },
      { accountId: account.id, name: `Throwaway old ${n}`, plan: 'pro', deletedAt: new Date() },
    ])
    .returning();
  const [site] = await db
    .insert(environments)
    .values({ boltId: bolt.id, title: 'Shop', name: `throwaway${n}`, location: 'osl-no' })
    .returning();
  await db.insert(environments).values({ boltId: archived.id, title: 'Old', name: `throwawayold${n}`, location: 'osl-no' });
  await db.insert(databases).values({ boltId: bolt.id, name: 'shop', dbName: `tw${n}_shop`, dbUser: `tw${n}` });
  await db.insert(domains).values({ environmentId: site.id, name: `throwaway${n}.example.com`, apex: true });
  const key = newPublicKey(`tess-${n}`);
  await db.insert(sshKeys).values({
    accountId: account.id,
    userId: person.id,
    comment: `tess-${n}`,
    sshkey: key.line,
    keyType: 'ssh-ed25519',
    keyLength: 256,
    fingerprint: key.fingerprint,
  });
  await db.insert(invoices).values({
    number: `INV-TEST-${String(n).padStart(6, '0')}`,
    accountId: account.id,
    boltId: bolt.id,
    issuedAt: new Date('2026-01-01T00:00:00Z'),
    dueAt: new Date('2026-01-15T00:00:00Z'),
    currency: 'USD',
    totalCents: 2900,
    amountDueCents: 0,
    status: 'paid',
    lines: [{ description: `Throwaway shop ${n}: pro, monthly`, amountCents: 2900 }],
  });
  return { account, person, bolt: { ...bolt, siteId: site.id } };
}

export const userByEmail = async (db: Db, email: string) => (await db.select().from(users).where(eq(users.email, email)))[0];
