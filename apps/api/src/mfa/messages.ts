// Texts of the MFA endpoints and the code message; the spec leaves them to us.
import { OTP_TTL_MS } from '../policy.js';

export const MFA_ERRORS = {
  codeInvalid: 'That code is not valid or has expired. Request a new one.',
  notEnrolled: 'Add a phone number first.',
  resendTooSoon: 'A code was sent less than a minute ago. Please wait before asking for another.',
  /** Issue 19. Wrong, too old, or already used: one answer for all three. */
  totpInvalid: 'That code is not valid. Enter the code your authenticator app shows now.',
  totpAlreadyEnrolled: 'An authenticator app is already set up. Remove it before adding another.',
  totpNotStarted: 'Start adding an authenticator app first.',
  recoveryCodeInvalid: 'That recovery code is not valid or has already been used.',
  noSecondFactor: 'Set up a second factor first.',
} as const;

/** The issuer authenticator apps show beside the account (RFC 6238 key URI). */
export const TOTP_ISSUER = 'Concierge';

/** The email that announces each use of a recovery code (issue 19). */
export const RECOVERY_CODE_MAIL = {
  subject: 'A recovery code was used to sign in to Concierge',
  intro: 'Someone signed in to your Concierge account with one of your recovery codes.',
  remaining: (left: number) =>
    left === 0
      ? 'You have no recovery codes left. Make new ones from your account’s sign-in security page.'
      : `You have ${left} recovery code${left === 1 ? '' : 's'} left.`,
  notYou:
    'If it was not you, reset your password now and make new recovery codes: the one used no longer works.',
} as const;

export const MFA_TEXT = {
  subject: 'Your Concierge code',
  body: (code: string) =>
    `Your Concierge verification code is ${code}. It expires in ${OTP_TTL_MS / 60_000} minutes. Never share it.`,
};
