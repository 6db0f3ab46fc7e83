import { describe, expect, it } from 'vitest';
import { readToken, toAccessToken, writeToken } from '../../../src/authProvider/tokenStore';
import { readSignupProgress, saveSignupProgress } from '../../../src/wizards/postSignup/signupProgress';

/** Local storage as the browser keeps it. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const signedIn = (storage: Storage, signupState: string) =>
  writeToken(
    toAccessToken({
      access_token: 't',
      expires_in: 3600,
      is_servebolt_admin: false,
      is_servebolt_staff: false,
      account_id: 9,
      account_picture: null,
      account_name: 'Fjell Design AS',
      account_full_name: 'Ingrid Fjell',
      account_email: 'ingrid@example.test',
      signup_state: signupState,
      intercom_user_hash: null,
      algolia_token: null,
      account_bucket_id: null,
      unpaid_invoices: 0,
    }),
    storage,
  );

describe('post-signup client state (spec 1 §4)', () => {
  it('saves an unfinished signup’s state as the wizard step and the verification state, and the token record follows it', () => {
    const storage = memoryStorage();
    signedIn(storage, 'phone_verification_needed');
    saveSignupProgress('phone_verification_needed', storage);
    expect(readSignupProgress(storage)).toEqual({ step: 'phone_verification_needed', verificationState: 'phone_verification_needed' });

    saveSignupProgress('manual_verification_needed', storage);
    expect(readSignupProgress(storage)).toEqual({ step: 'done', verificationState: 'manual_verification_needed' });
    expect(readToken(storage)?.signupState).toBe('manual_verification_needed');
  });

  it('leaves no progress behind once the signup is complete', () => {
    const storage = memoryStorage();
    signedIn(storage, 'intent_verification_needed');
    saveSignupProgress('intent_verification_needed', storage);
    saveSignupProgress('signup_complete', storage);
    expect(readSignupProgress(storage)).toBeNull();
    expect(readToken(storage)?.signupState).toBe('signup_complete');
  });
});
