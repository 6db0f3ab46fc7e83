/** The chat widget (spec 1 §4), a sandbox chat in this build. */
export const chat = {
  consentTitle: 'Chat with support',
  consent: 'Allow the support chat',
  consentHelp: 'The chat keeps what you write with our support team. Turn it off here at any time; logging out turns it off too.',
  launcher: 'Chat with support',
  title: 'Support chat',
  close: 'Close chat',
  greeting: 'Hi %{name}! How can we help you?',
  greetingNoName: 'Hi! How can we help you?',
  message: 'Message',
  send: 'Send',
  you: 'You',
  support: 'Support',
  sandboxReply:
    'Thanks for your message. This is a sandbox chat: what you write stays in this browser and nobody reads it. In production the support team answers here.',
};
