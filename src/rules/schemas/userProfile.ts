import { z } from 'zod';
import { messages } from '../messages';
import { PICTURE_MAX_BYTES } from '../profile';
import { signupMessages, toE164 } from '../signup';

const megabytes = PICTURE_MAX_BYTES / (1024 * 1024);

/** Texts of the account pages: signup's for the same fields (spec 1 §5), the rest in the specs' tone. */
export const profileMessages = {
  firstName: signupMessages.firstName,
  lastName: signupMessages.lastName,
  phone: 'Please enter a valid mobile number with its country code, e.g. +47 912 34 567.',
  saved: 'Your user information is saved.',
  emailChangeSent: (email: string) => `We sent a link to ${email}. Your email address changes when you open it.`,
  emailChanged: (email: string) => `Your email address is now ${email}.`,
  emailLinkInvalid: 'This link has expired or has already been used. Ask for a new one on the User information page.',
  emailInUse: 'This email address is already used by another account, so it cannot be yours too.',
  pictureSaved: 'Your picture is saved.',
  pictureRemoved: 'Your picture is removed.',
  pictureMissing: 'Please choose a picture to upload (JPEG, PNG, WebP or GIF).',
  pictureTooLarge: `The picture is larger than ${megabytes} MB. Please choose a smaller one.`,
  notAnImage: 'This file is not a picture we can read. Please choose a JPEG, PNG, WebP or GIF image.',
} as const;

const personName = (message: string) => z.string(message).trim().min(1, message).max(100, messages.tooLong(100));

/** A mobile number with its country code, stored in E.164 as signup stores it; empty or null removes it. */
const phoneNumber = () =>
  z
    .string(profileMessages.phone)
    .trim()
    .max(32, profileMessages.phone)
    .nullable()
    .transform((value, context) => {
      if (!value) return null;
      const e164 = toE164(value, '');
      if (e164) return e164;
      context.addIssue({ code: 'custom', message: profileMessages.phone });
      return z.NEVER;
    });

/**
 * PATCH user-profile: any of the fields. A new e-mail address is not taken at once: a link is
 * mailed to it, and the address changes when the link is opened.
 */
export const userProfileSchema = z
  .strictObject({
    firstName: personName(profileMessages.firstName),
    lastName: personName(profileMessages.lastName),
    email: z.string(messages.required).trim().min(1, messages.required).max(254, messages.tooLong(254)).pipe(z.email(messages.validEmail)),
    phone: phoneNumber(),
  })
  .partial();

/** POST user-profile/confirm-email: the mailed link's token. */
export const emailChangeConfirmSchema = z.strictObject({ token: z.string(messages.required).trim().min(1, messages.required).max(200) });
