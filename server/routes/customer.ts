import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dualRoute } from '../http/dualRoute.js';
import { writeBody } from '../http/jsonapi.js';
import { countriesDocument, customerDocument } from '../../src/rules/schemas/records/signup.js';
import { customerUpdateSchema } from '../../src/rules/schemas/signup.js';
import { signupMessages } from '../../src/rules/signup.js';
import { allCountries, customerOf, updateCustomer } from '../services/customer.js';

const tags = ['customer'];
/** The caller's own account: the plain path only. */
const own = { admin: false } as const;

/** Spec 1 §7 GET customer, GET countries; PATCH customer for the account page. */
export async function customerRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  dualRoute(
    app,
    'GET',
    'customer',
    { response: { 200: customerDocument }, tags },
    async (_input, { user }) => ({ data: await customerOf(app.db, user) }),
    own,
  );

  dualRoute(
    app,
    'PATCH',
    'customer',
    { body: writeBody('customers', customerUpdateSchema), response: { 200: customerDocument }, tags },
    async ({ body }, { user }) => ({
      data: await updateCustomer(app.db, user, body.data.attributes),
      meta: { message: signupMessages.customerSaved },
    }),
    own,
  );

  // Public: the signup form lists them before anyone is signed in.
  api.get('/v1/countries', { schema: { response: { 200: countriesDocument }, tags }, config: { public: true } }, async () => ({
    data: allCountries(),
  }));
}
