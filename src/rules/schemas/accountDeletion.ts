import { z } from 'zod';
import { messages } from '../messages';

/** Texts of /delete-account; the specs give none, these follow their tone. */
export const deletionMessages = {
  confirm: 'Please type your email address exactly as shown to confirm.',
  staff: 'Staff and admin users belong to the provider’s account, which cannot be deleted here.',
  requested: 'Your account is being deleted. You have been signed out everywhere.',
} as const;

/** POST account/delete: the typed confirmation (the account's e-mail address, checked by the API). */
export const accountDeleteSchema = z.strictObject({
  confirmation: z.string(messages.required).min(1, messages.required).max(254, messages.tooLong(254)),
});
