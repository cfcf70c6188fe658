// The own-account texts (docs/account.md): errors and the two email-change messages. The English is the catalogs'
// source.
import type { Locale } from '@concierge/api-client/constants';
import { translator } from '../i18n/catalogs.js';
import { defineMessages, defineTexts } from '../i18n/text-registry.js';

const ERRORS = defineTexts({
  wrongPassword: 'Your current password is not correct.',
  linkInvalid: 'This email confirmation link is not valid or has expired. Please ask for a new one.',
  emailTaken: 'Another account already uses this email.',
  accountLocked:
    'Too many wrong passwords: your account is locked for now. Use the link we emailed you, or try again in an hour.',
  cancelInvalid:
    'This email change can no longer be cancelled: it was already confirmed, or its link has expired. If you did not ask for it, reset your password and contact support.',
});

const M = defineMessages({
  confirmSubject: 'Confirm your new Concierge email',
  confirmBody: {
    message:
      'You asked to use this address for your Concierge account.\n\nTo confirm it, open this link within one hour:\n{link}\n\nIf it was not you, ignore this message: nothing changes.',
    comment: '{link}: the address of a page; keep it on a line of its own.',
  },
  requestedSubject: 'Someone asked to change your Concierge email',
  requestedBody: {
    message:
      'Someone asked to move your Concierge account to {email}. Nothing changes unless it is confirmed from that address within one hour.\n\nIf it was not you, cancel the change with this link, then change your password:\n{link}',
    comment: '{email}: the new address asked for; {link}: the address of a page, on a line of its own.',
  },
  changedSubject: 'Your Concierge email was changed',
  changedBody: {
    message:
      'The email of your Concierge account was changed to {email}.\n\nIf it was not you, reset your password now and contact support.',
    comment: '{email}: the new address.',
  },
});

/** The email-change messages in the account's language. */
export function accountChangeMail(locale: Locale) {
  const t = translator(locale);
  return {
    confirmMail: (link: string) => ({ subject: t(M.confirmSubject), body: t(M.confirmBody, { link }) }),
    requestedMail: (email: string, link: string) => ({
      subject: t(M.requestedSubject),
      body: t(M.requestedBody, { email, link }),
    }),
    changedMail: (email: string) => ({ subject: t(M.changedSubject), body: t(M.changedBody, { email }) }),
  };
}

export const ACCOUNT_CHANGE_TEXTS = { ...ERRORS, ...accountChangeMail('en') };
