import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../auth/session.js';
import type { DbOrTx } from '../db/client.js';
import { users } from '../db/schema.js';
import type { Mailer } from '../dataplane/mail.js';
import { ApiError, notFound } from '../http/errors.js';
import { parseId } from '../http/jsonapi.js';
import { customerUsersResource } from '../resources/customerUsers.js';
import { findRecord } from '../resources/records.js';
import { approvalMessages, AWAITING_VERIFICATION } from '../../src/rules/customers.js';

/**
 * POST admin/customers/{userId}/approve-verification: staff let a customer whose signup waits for a
 * manual verification use the panel (signup_state signup_complete, spec 1 §4). The customer is
 * told by mail, and the log keeps who approved whom.
 */
export function approveVerification(db: DbOrTx, mailer: Mailer, log: FastifyBaseLogger, staff: AuthUser, rawId: string) {
  return db.transaction(async (tx) => {
    const id = parseId(rawId);
    const customer = id === null ? null : await findRecord(tx, customerUsersResource, and(customerUsersResource.where, eq(users.id, id))!);
    if (id === null || !customer) throw notFound();
    const [approved] = await tx
      .update(users)
      .set({ signupState: 'signup_complete' })
      .where(and(eq(users.id, id), eq(users.signupState, AWAITING_VERIFICATION)))
      .returning({ email: users.email, firstName: users.firstName, lastName: users.lastName });
    if (!approved) {
      throw new ApiError(422, [{ status: '422', code: 'not_awaiting', title: 'Invalid state', detail: approvalMessages.notAwaiting }]);
    }
    await mailer.send(
      {
        to: approved.email,
        subject: 'Your account is verified',
        body: `${approved.firstName}, we have verified your account. Sign in to start using the control panel.`,
      },
      tx,
    );
    log.info({ audit: 'approve-verification', staffId: staff.id, customerUserId: id }, 'manual verification approved');
    return {
      data: { ...customer, attributes: { ...customer.attributes, signupState: 'signup_complete' } },
      meta: { message: approvalMessages.approved(`${approved.firstName} ${approved.lastName}`) },
    };
  });
}
