import type { z } from 'zod';
import type { AccountDeletion, StartLearning, UserProfile } from '../../rules/schemas/records/profile';
import type { userProfileSchema } from '../../rules/schemas/userProfile';
import { callPath } from '../callPath';
import { fromApi, type ApiRecord } from '../records';
import { writeBody, type Answer, type CallContext } from './context';

/** What PATCH user-profile takes: any of the names, the e-mail address (changed by its mailed link) and the phone. */
export type UserProfileChange = z.input<typeof userProfileSchema>;

type ProfileAnswer = Answer<ApiRecord>;
/** A write's answer: the profile as it is now, and meta.message, which the success toast says. */
const profileOf = (answer: ProfileAnswer) => ({ data: fromApi<UserProfile>(answer.data), meta: answer.meta });

/** Where the API serves files: a picture's address is `/v1/…`, a call's path is what follows. */
const API_PREFIX = '/v1/';

/**
 * The signed-in person's own pages (spec 1 §2 /account, /user-profile, /delete-account, the
 * landing's onboarding): plain paths for every role, each person's own data. Staff approve a
 * customer's manual verification on their admin/ path.
 */
export const profileCalls = (api: CallContext) => ({
  /** Spec 1 §7 GET user-profile. */
  userProfile: async () => fromApi<UserProfile>((await api.sendAsIs<{ data: ApiRecord }>('GET', 'user-profile')).data),

  /** Spec 1 §7 PATCH user-profile: names and phone at once; a new e-mail address waits for its mailed link. */
  updateUserProfile: async (change: UserProfileChange) =>
    profileOf(await api.sendAsIs<ProfileAnswer>('PATCH', 'user-profile', writeBody('user-profile', change))),

  /** Opens a change-of-address link (public): the address in use from now on, and what to tell the person. */
  confirmEmailChange: async (token: string) => {
    const answer = await api.sendAsIs<Answer<{ attributes: { email: string } }>>(
      'POST',
      'user-profile/confirm-email',
      writeBody('user-profile', { token }),
    );
    return { email: answer.data.attributes.email, meta: answer.meta };
  },

  /** Spec 1 §7 PUT user-profile/picture: multipart, the file in the field `picture`. */
  uploadPicture: async (file: File) => {
    const form = new FormData();
    form.append('picture', file);
    return profileOf(await api.sendAsIs<ProfileAnswer>('PUT', 'user-profile/picture', form));
  },

  /** Spec 1 §7 DELETE user-profile/picture. */
  removePicture: async () => profileOf(await api.sendAsIs<ProfileAnswer>('DELETE', 'user-profile/picture')),

  /** A person's picture (account_picture) as a file, read with the session's token; null for an address outside the API. */
  picture: async (address: string) =>
    address.startsWith(API_PREFIX) ? api.sendAsIs<Blob>('GET', address.slice(API_PREFIX.length), undefined, { binary: true }) : null,

  /** GET account/deletion: what deleting the account removes and keeps, and what to type to confirm. */
  accountDeletion: async () => fromApi<AccountDeletion>((await api.sendAsIs<{ data: ApiRecord }>('GET', 'account/deletion')).data),

  /** POST account/delete: the typed confirmation; every session of the account ends. */
  deleteAccount: (confirmation: string) => api.sendAsIs<Answer>('POST', 'account/delete', writeBody('account-deletion', { confirmation })),

  /** Spec 1 §7 GET start-learning: the onboarding steps and how far the account is. */
  startLearning: async () => fromApi<StartLearning>((await api.sendAsIs<{ data: ApiRecord }>('GET', 'start-learning')).data),

  /** Staff: lets a customer waiting for a manual verification use the panel (signup_complete). */
  approveVerification: (userId: string) => api.send<Answer<ApiRecord>>('POST', callPath`customers/${userId}/approve-verification`),
});
