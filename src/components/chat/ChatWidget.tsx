import { useRole } from '../../layout/useRole';
import { chatStarts } from '../../rules/chat';
import { SandboxChat } from './SandboxChat';
import { useChatConsent } from './useChatConsent';

/**
 * Spec 1 §4 chat widget: started only for non-staff users who consented; for staff the consent
 * is not even checked. Leaving the shell (logging out) stops the checker and ends the chat.
 */
export function ChatWidget() {
  const role = useRole();
  const consented = useChatConsent(role === 'customer');
  return chatStarts(role, consented) ? <SandboxChat /> : null;
}
