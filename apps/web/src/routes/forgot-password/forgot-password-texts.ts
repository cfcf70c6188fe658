// /forgot-password's texts: in its prerendered first load, so only this page's words.

import { localizable } from '@concierge/app-locale';

export const FORGOT_PASSWORD_TEXTS = localizable('forgotPassword', {
  title: 'Reset your password',
  intro: 'Enter the email you signed up with and we will send you a link to choose a new password.',
  email: 'Email',
  submit: 'Send reset link',
  submitting: 'Sending',
  /** Never says whether the email has an account (SECURITY.md: no enumeration). */
  requested:
    'If an account exists for that email, we have sent a link to reset its password. The link works for one hour.',
  backToSignIn: 'Back to sign in',
});
