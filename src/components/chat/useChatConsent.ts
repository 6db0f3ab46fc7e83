import { useCallback, useSyncExternalStore } from 'react';
import { readChatConsent, watchChatConsent } from './chatConsent';

const stopped = () => () => {};

/**
 * Whether the person consented to the chat, kept current by the chat-consent checker while
 * `checking`; the checker stops when the component goes (logging out leaves the shell).
 */
export function useChatConsent(checking: boolean): boolean {
  const subscribe = useCallback((onChange: () => void) => (checking ? watchChatConsent(onChange) : stopped()), [checking]);
  return useSyncExternalStore(subscribe, () => checking && readChatConsent());
}
