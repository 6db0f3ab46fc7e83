import { z } from 'zod';
import { int } from './document';

/** Spec 1 §3 User-info, plus the full name the account menu splits. */
export const userInfoSchema = z.strictObject({
  access_token: z.string(),
  expires_in: int,
  is_servebolt_admin: z.boolean(),
  is_servebolt_staff: z.boolean(),
  account_id: int,
  account_picture: z.string().nullable(),
  account_name: z.string(),
  account_full_name: z.string(),
  account_email: z.string(),
  signup_state: z.string(),
  intercom_user_hash: z.null(),
  algolia_token: z.null(),
  account_bucket_id: z.string().nullable(),
  unpaid_invoices: int,
});
export type UserInfoAttributes = z.input<typeof userInfoSchema>;

/** POST auth/login: the new token and who it signs in. */
export const loginDocument = z.strictObject({ data: userInfoSchema.extend({ token: z.string() }) });
/** GET auth/user-info. */
export const userInfoDocument = z.strictObject({ data: userInfoSchema });

/** GET admin/count: the staff badge's numbers. */
export const countDocument = z.strictObject({ data: z.strictObject({ expiringCertificates: int }) });
