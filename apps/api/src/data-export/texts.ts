// Texts of data exports (docs/personal-data.md#export): the errors of its endpoints, the email that says an
// export is ready, and the headings of the archive's HTML index, in the reader's language.
import type { Locale } from '@concierge/api-client/constants';
import { translator } from '../i18n/catalogs.js';
import { defineMessages, defineTexts } from '../i18n/text-registry.js';

export const EXPORT_ERRORS = defineTexts({
  notReady: 'This export is still being prepared. You will get an email when it is ready.',
  expired: 'This export has expired. Ask for a new one from your account page.',
  failed: 'This export could not be prepared. Ask for a new one from your account page.',
  tooMany: 'You asked for three exports today already. Try again tomorrow.',
  noAccount: 'No account uses this email address.',
});

const M = defineMessages({
  subject: 'Your Concierge data is ready to download',
  intro: 'The copy of your Concierge data you asked for on {asked} is ready.',
  introFor: 'The copy of the Concierge data of {person} you asked for on {asked} is ready.',
  download: 'Download it',
  expires: {
    message: 'The link needs you to sign in, and works until {expires}. After that, ask for a new copy.',
    comment: '{expires}: a date and time.',
  },
  notYou:
    'If you did not ask for it, change your password and tell us: nobody can download it without signing in.',
  indexTitle: 'Your Concierge data',
  indexTitleFor: 'The Concierge data of {person}',
  indexIntro: {
    message:
      'Prepared on {at}. This page shows the copy in a readable form; data.json holds the same for programs, and the files folder every file.',
    comment: 'data.json and files are names of things in the archive: keep them as they are.',
  },
  account: 'Account',
  requests: 'Requests',
  noRequests: 'No requests.',
  conversation: 'Conversation',
  answers: 'Answers',
  rating: 'Rating',
  unsubmitted: 'Answers not sent yet',
  files: 'Files',
  noFiles: 'No files.',
  secondFactors: 'Second factors',
  passkeys: 'Passkeys',
  authenticatorApp: 'Authenticator app',
  textMessage: 'Codes by text message',
  recoveryCodes: '{left, plural, one {# recovery code left} other {# recovery codes left}}',
  none: 'None',
  sessions: 'Sign-ins',
  notifications: 'Notifications',
  emailReplies: 'Emails about replies: {on, select, true {on} other {off}}',
  you: 'You',
  concierge: 'Concierge',
});

/** The email sent when an export is ready, in `locale`; `person` is set for an export of someone else. */
export function exportReadyMail(locale: Locale) {
  const t = translator(locale);
  return {
    subject: t(M.subject),
    intro: (asked: string, person?: string) =>
      person ? t(M.introFor, { asked, person }) : t(M.intro, { asked }),
    download: t(M.download),
    expires: (expires: string) => t(M.expires, { expires }),
    notYou: t(M.notYou),
  };
}

/** The archive's HTML index, in `locale`. */
export function exportIndexTexts(locale: Locale) {
  const t = translator(locale);
  return {
    title: (person?: string) => (person ? t(M.indexTitleFor, { person }) : t(M.indexTitle)),
    intro: (at: string) => t(M.indexIntro, { at }),
    account: t(M.account),
    requests: t(M.requests),
    noRequests: t(M.noRequests),
    conversation: t(M.conversation),
    answers: t(M.answers),
    rating: t(M.rating),
    unsubmitted: t(M.unsubmitted),
    files: t(M.files),
    noFiles: t(M.noFiles),
    secondFactors: t(M.secondFactors),
    passkeys: t(M.passkeys),
    authenticatorApp: t(M.authenticatorApp),
    textMessage: t(M.textMessage),
    recoveryCodes: (left: number) => t(M.recoveryCodes, { left }),
    none: t(M.none),
    sessions: t(M.sessions),
    notifications: t(M.notifications),
    emailReplies: (on: boolean) => t(M.emailReplies, { on: String(on) }),
    you: t(M.you),
    concierge: t(M.concierge),
  };
}
