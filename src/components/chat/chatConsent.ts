import { CHAT_CONSENT_KEY, CHAT_CONSENT_POLL_MS, CONSENT_GIVEN, isConsent } from '../../rules/chat';

/** Tells this tab's checkers at once that the consent changed (the poll would see it within 1500 ms). */
const CHANGED = 'chat-consent-changed';

export const readChatConsent = (storage: Storage = localStorage) => isConsent(storage.getItem(CHAT_CONSENT_KEY));

export function writeChatConsent(consented: boolean, storage: Storage = localStorage, target: Pick<Window, 'dispatchEvent'> = window) {
  if (consented) storage.setItem(CHAT_CONSENT_KEY, CONSENT_GIVEN);
  else storage.removeItem(CHAT_CONSENT_KEY);
  target.dispatchEvent(new Event(CHANGED));
}

type Clock = Pick<Window, 'setInterval' | 'clearInterval' | 'addEventListener' | 'removeEventListener'>;

/**
 * The chat-consent checker (spec 1 §4): `onCheck` every 1500 ms, since the consent may change
 * elsewhere (another tab; logging out clears it), and at once on a change made in this tab.
 * The returned function stops it.
 */
export function watchChatConsent(onCheck: () => void, clock: Clock = window): () => void {
  const timer = clock.setInterval(onCheck, CHAT_CONSENT_POLL_MS);
  clock.addEventListener(CHANGED, onCheck);
  return () => {
    clock.clearInterval(timer);
    clock.removeEventListener(CHANGED, onCheck);
  };
}
