import type { FastifyInstance } from 'fastify';
import { dualRoute } from '../http/dualRoute.js';
import { writeBody } from '../http/jsonapi.js';
import { accountDeleteSchema } from '../../src/rules/schemas/accountDeletion.js';
import { accountDeletionRecordSchema } from '../../src/rules/schemas/records/profile.js';
import { oneDocument } from '../../src/rules/schemas/records/document.js';
import { deletionPreview, requestAccountDeletion } from '../services/accountDeletion.js';

const tags = ['account'];
const plain = { admin: false } as const;
const one = { 200: oneDocument(accountDeletionRecordSchema) };

/**
 * Spec 1 §2 /delete-account: what deleting the account does, then the deletion itself (recorded at
 * once; the account-deletion job removes the data). Plain paths: each person deletes only their own account.
 */
export async function accountDeletionRoutes(app: FastifyInstance) {
  dualRoute(
    app,
    'GET',
    'account/deletion',
    { response: one, tags },
    async (_input, { user }) => ({ data: await deletionPreview(app.db, user) }),
    plain,
  );

  dualRoute(
    app,
    'POST',
    'account/delete',
    { body: writeBody('account-deletion', accountDeleteSchema), response: one, tags },
    async ({ body }, { user }) => {
      const message = await requestAccountDeletion(app.db, app.jobs.send, user, body.data.attributes.confirmation);
      return { data: await deletionPreview(app.db, user), meta: { message } };
    },
    plain,
  );
}
