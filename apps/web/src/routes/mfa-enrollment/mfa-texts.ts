// /mfa-enrollment (docs/screens.md#routes, docs/sign-in.md#sign-in-states): adding a phone, sending and entering a texted code. The other factors'
// texts are FACTOR_TEXTS; the resend notices are TEXTS.codeResent and TEXTS.codeWait (app/texts.ts).

import { localizable } from '@concierge/app-locale';

export const MFA_TEXTS = localizable('mfa', {
  title: 'Two-step verification',
  backToDashboard: 'Back to the dashboard',
  otherAccount: 'Sign in with another account',
  phone: {
    formLabel: 'Add your phone',
    intro: 'Add a mobile number. Each time you sign in we will text you a 6-digit code to confirm it is you.',
    label: 'Mobile number',
    submit: 'Send code',
    submitting: 'Sending code',
    notNow: 'Not now',
  },
  sendCode: {
    formLabel: 'Send a code',
    intro: 'Your account uses two-step verification. We will text a 6-digit code to the phone on file.',
    submit: 'Send code',
    submitting: 'Sending code',
  },
  code: {
    formLabel: 'Enter your code',
    intro: 'We texted a 6-digit code to your phone. It works for 5 minutes.',
    label: 'Code',
    submit: 'Verify',
    submitting: 'Verifying',
    resend: 'Send a new code',
    resending: 'Sending code',
  },
});
