// Texts of the MFA endpoints and the code message; the spec leaves them to us.
import { OTP_TTL_MS } from '../policy.js';

export const MFA_ERRORS = {
  codeInvalid: 'That code is not valid or has expired. Request a new one.',
  notEnrolled: 'Add a phone number first.',
  resendTooSoon: 'A code was sent less than a minute ago. Please wait before asking for another.',
} as const;

export const MFA_TEXT = {
  subject: 'Your Concierge code',
  body: (code: string) =>
    `Your Concierge verification code is ${code}. It expires in ${OTP_TTL_MS / 60_000} minutes. Never share it.`,
};
