import { useNotify } from 'react-admin';
import { validToken } from '../../authProvider/tokenStore';
import { cronjobMessages } from '../../rules/schemas/cronjob';

/** A 422 whose messages the form shows under its fields (dataProvider/errorBody.ts). */
const hasFieldErrors = (error: unknown) => (error as { body?: { errors?: unknown } } | null)?.body?.errors != null;

/**
 * Says how a cron job write went (spec 2 §8): the spec's success text, or the API's error text,
 * else the fallback. Silent for a 422 the form shows on its fields, and for a write that signed the
 * person out (a 401): react-admin then settles it as an empty success, or as a creation without an
 * id, and the sign-in page says why.
 */
export function useCronNotify() {
  const notify = useNotify();
  const say = (type: 'success' | 'error', text: string) => notify(text, { type, messageArgs: { _: text } });
  return {
    /** Announces the success; false when the write was in fact refused by signing out. */
    succeeded: (text: string) => {
      if (!validToken()) return false;
      say('success', text);
      return true;
    },
    failed: (error: unknown, fallback: string = cronjobMessages.failed) => {
      if (!validToken() || hasFieldErrors(error)) return;
      say('error', error instanceof Error && error.message ? error.message : fallback);
    },
  };
}
