// Texts the accounts endpoints answer with and the messages they send; the spec leaves them to us. The English
// is the catalogs' source: errors are translated by the error handler, emails render in the
// recipient's language.
import type { Locale } from '@concierge/api-client/constants';
import { translator } from '../i18n/catalogs.js';
import { defineMessages, defineTexts } from '../i18n/text-registry.js';

export const ACCOUNT_ERRORS = defineTexts({
  /** One answer for an unknown email, a wrong password and a locked account (no enumeration). */
  invalidCredentials: 'Invalid email or password.',
  emailTaken: 'An account with this email already exists. Try signing in instead.',
  unknownCompany: 'We do not recognise that company code. Check the sign-up link you were given.',
  commonPassword: 'That password is too common. Choose one that is harder to guess.',
  termsRequired: 'Please accept the terms of service to create an account.',
  resetInvalid: 'This password reset link is not valid or has expired. Please request a new one.',
  unlockInvalid: 'This unlock link is not valid or has expired.',
  /** The console's sign-in (`staff_only`) for an account that is not staff: said before any second factor. */
  notStaff: 'This console is for concierge staff.',
});

const link = 'The address of a page; keep it on a line of its own.';
const M = defineMessages({
  resetSubject: 'Reset your Concierge password',
  resetBody: {
    message:
      'Someone asked to reset the password of your Concierge account.\n\nTo choose a new password, open this link within one hour:\n{link}\n\nIf it was not you, ignore this message: your password stays as it is.',
    comment: `{link}: ${link}`,
  },
  unlockSubject: 'Your Concierge account is locked',
  unlockBody: {
    message:
      'Your Concierge account was locked after too many failed sign-in attempts.\n\nTo unlock it now, open this link within one hour:\n{link}\n\nOtherwise it unlocks by itself in one hour. If it was not you, consider resetting your password.',
    comment: `{link}: ${link}`,
  },
});

/** The account emails (plain text), in the recipient's language. */
export function accountMail(locale: Locale) {
  const t = translator(locale);
  return {
    reset: (url: string) => ({ subject: t(M.resetSubject), body: t(M.resetBody, { link: url }) }),
    unlock: (url: string) => ({ subject: t(M.unlockSubject), body: t(M.unlockBody, { link: url }) }),
  };
}
export const ACCOUNT_MAIL = accountMail('en');
