import type { Role } from './access';

/** Spec 1 §4: whether the person consented to the chat is checked every 1500 ms. */
export const CHAT_CONSENT_POLL_MS = 1500;

/** Where the consent is kept: local storage, so logging out (which clears it) withdraws it too. */
export const CHAT_CONSENT_KEY = 'chatConsent';

export const CONSENT_GIVEN = 'granted';

export const isConsent = (stored: string | null) => stored === CONSENT_GIVEN;

/** Spec 1 §4: the chat widget is started only for non-staff users who consented. */
export const chatStarts = (role: Role, consented: boolean) => role === 'customer' && consented;
