import type { z } from 'zod';
import type { CustomerAttributes } from '../../rules/schemas/records/signup';
import type { customerUpdateSchema } from '../../rules/schemas/signup';
import { fromApi, type ApiRecord } from '../records';
import { writeBody, type Answer, type CallContext } from './context';

/** The caller's customer record as the panel holds it (spec 1 §7 GET customer); `id` is the customer id. */
export type Customer = { id: string } & CustomerAttributes;

/** A country of GET countries: the ISO 3166-1 alpha-2 code (`id`) and its English name. */
export interface Country {
  id: string;
  name: string;
}

/** What PATCH customer takes: company, country, currency (names are the user profile's). */
export type CustomerChange = z.input<typeof customerUpdateSchema>;

/** The account's own calls; every role calls them on the plain path. */
export const accountCalls = (api: CallContext) => ({
  /** Spec 1 §7 GET customer: the caller's customer record (customer id, company, names, country, currency). */
  customer: async () => fromApi<Customer>((await api.sendAsIs<{ data: ApiRecord }>('GET', 'customer')).data),

  /** PATCH customer: changes company, country or currency; answers the record and the API's success text. */
  updateCustomer: async (change: CustomerChange) => {
    const answer = await api.sendAsIs<Answer<ApiRecord>>('PATCH', 'customer', writeBody('customers', change));
    return { customer: fromApi<Customer>(answer.data), message: answer.meta?.message };
  },

  /** Spec 1 §7 GET countries: every ISO 3166-1 country with its English name, sorted by name (public). */
  countries: async () => (await api.sendAsIs<{ data: ApiRecord[] }>('GET', 'countries')).data.map((record) => fromApi<Country>(record)),
});
