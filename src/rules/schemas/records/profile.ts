import { z } from 'zod';
import { PLANS } from '../bolt';
import { START_LEARNING_STEPS } from '../../profile';
import { int, moment, resourceObject, type Flat } from './document';

/**
 * GET user-profile: the signed-in person (id = user id). `pendingEmail` is a new address waiting
 * for its mailed link to be opened (until `pendingEmailExpiresAt`); `picture` is the address of the
 * stored picture, the User-info's account_picture.
 */
export const userProfileRecordSchema = resourceObject('user-profile', {
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  pendingEmail: z.string().nullable(),
  pendingEmailExpiresAt: moment.nullable(),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  picture: z.string().nullable(),
  /** Staff and admins belong to the provider's account: they have no customer record. */
  role: z.enum(['customer', 'staff', 'admin']),
});
export type UserProfile = Flat<z.input<typeof userProfileRecordSchema>>;

/** A live Bolt that deleting the account deletes, with what goes with it. */
const doomedBolt = z.strictObject({ id: z.string(), name: z.string(), plan: z.enum(PLANS), sites: int, databases: int, domains: int });

/**
 * GET account/deletion: what deleting the caller's account does, before it is asked for.
 * `allowed` is false for staff and admins (the provider's account stays); `confirmation` is the
 * text to type; `requestedAt` is set once the deletion was asked for.
 */
export const accountDeletionRecordSchema = resourceObject('account-deletion', {
  allowed: z.boolean(),
  confirmation: z.string(),
  bolts: z.array(doomedBolt),
  sshKeys: int,
  invoices: int,
  creditNotes: int,
  requestedAt: moment.nullable(),
});
export type AccountDeletion = Flat<z.input<typeof accountDeletionRecordSchema>>;

const learningStep = z.strictObject({ id: z.enum(START_LEARNING_STEPS), done: z.boolean(), link: z.string() });

/** GET start-learning: the first things to do, each done or not from the account's own data. */
export const startLearningRecordSchema = resourceObject('start-learning', {
  steps: z.array(learningStep),
  done: int,
  total: int,
});
export type StartLearning = Flat<z.input<typeof startLearningRecordSchema>>;

/**
 * GET admin/customers: a person who signs in to a customer account (id = user id, as in the route
 * /customers/{userId}), with the account's customer record and what it owes (`unpaidInvoices` in
 * not_paid or payment_due, their `amountDueCents` in the account's `currency`).
 */
export const customerUserRecordSchema = resourceObject('customers', {
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  accountId: int,
  company: z.string().nullable(),
  customerId: z.string().nullable(),
  signupState: z.string(),
  createdAt: moment,
  phone: z.string().nullable(),
  emailVerifiedAt: moment.nullable(),
  phoneVerifiedAt: moment.nullable(),
  blocked: z.boolean(),
  account: z.string(),
  country: z.string().nullable(),
  currency: z.string().nullable(),
  unpaidInvoices: int,
  amountDueCents: int,
});
export type CustomerUser = Flat<z.input<typeof customerUserRecordSchema>>;
