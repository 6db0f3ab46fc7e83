import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * The account pages' rules (spec 1 §2 /user-profile, /delete-account), shared by the panel and the
 * API so both refuse the same things.
 */

/** A profile picture may be at most this large as uploaded (5 MB); the API answers 413 past it. */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** What an upload may be: the formats the server reads by their content, not by their name. */
export const PICTURE_FORMATS = ['jpeg', 'png', 'webp', 'gif'] as const;

/** The file chooser's filter; the server checks the content whatever the browser sends. */
export const PICTURE_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/** Stored pictures are squares of this many pixels, cropped to cover (WebP). */
export const PICTURE_SIZE = 256;

/**
 * Deleting an account is confirmed by typing the account's e-mail address exactly as shown (the
 * spec's input prompt: confirm stays disabled until the typed value equals the compare value).
 */
export const deletionConfirmed = (typed: string, email: string) => typed === email;

/** The onboarding steps of GET start-learning, in the order the landing shows them. */
export const START_LEARNING_STEPS = ['createBolt', 'addDomain', 'setUpSsl', 'connectGit', 'addSshKey', 'turnOnMfa', 'inviteUser'] as const;
export type StartLearningStep = (typeof START_LEARNING_STEPS)[number];

/** Where a person's dismissal of the onboarding card is kept (local storage, per user id). */
export const startLearningDismissedKey = (userId: string | number) => `startLearningDismissed:${userId}`;

/** A stored E.164 number as people write it (+47 912 34 567); as stored when it cannot be read. */
export const phoneForDisplay = (e164: string) => parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
