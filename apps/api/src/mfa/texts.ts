// Texts of the MFA endpoints and the code message; the spec leaves them to us. The English is the catalogs'
// source: errors are translated by the error handler, messages render in their reader's language.
import type { Locale } from '@concierge/api-client/constants';
import { translator } from '../i18n/catalogs.js';
import { defineMessages, defineTexts } from '../i18n/text-registry.js';
import { OTP_TTL_MS } from '../policy.js';

export const MFA_ERRORS = defineTexts({
  codeInvalid: 'That code is not valid or has expired. Request a new one.',
  notEnrolled: 'Add a phone number first.',
  resendTooSoon: 'A code was sent less than a minute ago. Please wait before asking for another.',
  /** Wrong, too old, or already used: one answer for all three. */
  totpInvalid: 'That code is not valid. Enter the code your authenticator app shows now.',
  totpAlreadyEnrolled: 'An authenticator app is already set up. Remove it before adding another.',
  totpNotStarted: 'Start adding an authenticator app first.',
  recoveryCodeInvalid: 'That recovery code is not valid or has already been used.',
  noSecondFactor: 'Set up a second factor first.',
});

/** The issuer authenticator apps show beside the account (RFC 6238 key URI). */
export const TOTP_ISSUER = 'Concierge';

const M = defineMessages({
  recoverySubject: 'A recovery code was used to sign in to Concierge',
  recoveryIntro: 'Someone signed in to your Concierge account with one of your recovery codes.',
  recoveryRemaining:
    '{left, plural, =0 {You have no recovery codes left. Make new ones from your account’s sign-in security page.} one {You have # recovery code left.} other {You have # recovery codes left.}}',
  recoveryNotYou:
    'If it was not you, reset your password now and make new recovery codes: the one used no longer works.',
  codeSubject: 'Your Concierge code',
  codeBody: {
    message:
      'Your Concierge verification code is {code}. It expires in {minutes, plural, one {# minute} other {# minutes}}. Never share it.',
    comment: 'A text message (SMS): keep it short. {code}: six digits.',
  },
});

/** The email that announces each use of a recovery code, in `locale`. */
export function recoveryCodeMail(locale: Locale) {
  const t = translator(locale);
  return {
    subject: t(M.recoverySubject),
    intro: t(M.recoveryIntro),
    remaining: (left: number) => t(M.recoveryRemaining, { left }),
    notYou: t(M.recoveryNotYou),
  };
}
export const RECOVERY_CODE_MAIL = recoveryCodeMail('en');

/** The texted code, in `locale`. */
export function mfaText(locale: Locale) {
  const t = translator(locale);
  return {
    subject: t(M.codeSubject),
    body: (code: string) => t(M.codeBody, { code, minutes: OTP_TTL_MS / 60_000 }),
  };
}
export const MFA_TEXT = mfaText('en');
