/** The post-signup wizard (spec 1 §2 /post-signup): its steps' labels are the spec's. */
export const postSignup = {
  title: 'Set up your account',
  steps: {
    phone_verification_needed: 'Mobile verification',
    intent_verification_needed: 'Account setup',
    done: 'Done',
  },
  loading: 'Loading your signup…',
  phone: {
    title: 'Verify your mobile number',
    text: 'We have sent a 6-digit code by text message to %{phone}. Enter it below.',
    code: 'Code from the text message',
    verify: 'Verify',
    resend: 'Send a new code',
    emailFirst: 'Please open the link we emailed to you first; then we text you a code. No mail? We can send the link again.',
    resendLink: 'Send the link again',
  },
  intent: {
    title: 'What will you use the account for?',
    text: 'This helps us suggest the right plans and tools. You can use every feature whichever you choose.',
    choose: 'Continue',
    types: {
      personal: { title: 'Personal', text: 'My own sites, a blog or a portfolio.' },
      business: { title: 'Business', text: 'The websites and shops of my company.' },
      agency: { title: 'Agency or freelancer', text: 'Sites I build and run for my clients.' },
    },
  },
  done: {
    completeTitle: 'Your account is ready',
    completeText: 'Everything is set up. Create your first Bolt to host your sites.',
    toPanel: 'Go to the control panel',
    manualTitle: 'We are verifying your account',
    manualText:
      'Thank you for signing up. Our staff will verify your account, usually within one working day, and let you know by email. You can then sign in and get started.',
    toLogin: 'Back to sign in',
  },
};
