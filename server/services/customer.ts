import { eq } from 'drizzle-orm';
import countries from 'i18n-iso-countries';
import type { z } from 'zod';
import type { AuthUser } from '../auth/session.js';
import type { DbOrTx } from '../db/client.js';
import { accounts, users } from '../db/schema.js';
import { invalid, notFound } from '../http/errors.js';
import type { countrySchema, customerSchema } from '../../src/rules/schemas/records/signup.js';
import type { customerUpdateSchema } from '../../src/rules/schemas/signup.js';
import { signupMessages } from '../../src/rules/signup.js';

type Customer = z.input<typeof customerSchema>;
type Country = z.input<typeof countrySchema>;

/**
 * GET customer (spec 1 §7): the customer record of the caller's own account, with the caller's
 * names. The account is the caller's by the query itself; an account without a customer record
 * (the provider's own, holding staff) has none to show: 404.
 */
export async function customerOf(db: DbOrTx, user: AuthUser): Promise<Customer> {
  const [row] = await db
    .select({
      customerId: accounts.customerId,
      company: accounts.company,
      country: accounts.country,
      currency: accounts.currency,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.id, user.id));
  if (!row?.customerId) throw notFound();
  return { id: row.customerId, type: 'customers', attributes: { ...row, customerId: row.customerId } };
}

/** PATCH customer: company, country and currency of the caller's own account. */
export async function updateCustomer(db: DbOrTx, user: AuthUser, change: z.output<typeof customerUpdateSchema>): Promise<Customer> {
  if (change.country !== undefined && !countries.isValid(change.country)) throw invalid('/data/attributes/country', signupMessages.country);
  await customerOf(db, user);
  await db.update(accounts).set(change).where(eq(accounts.id, user.accountId));
  return customerOf(db, user);
}

/** Names as people say them ("United States", "South Korea"), from the runtime's CLDR data. */
const englishNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** GET countries: every ISO 3166-1 alpha-2 code with its English name, by name; made once. */
const countryList: Country[] = Object.keys(countries.getAlpha2Codes())
  .map((code) => ({ id: code, type: 'countries' as const, attributes: { name: englishNames.of(code) ?? code } }))
  .sort((a, b) => a.attributes.name.localeCompare(b.attributes.name, 'en'));

export const allCountries = () => countryList;
